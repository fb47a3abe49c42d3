// Spreadsheets (XLSX, XLS, ODS) with SheetJS: each sheet as CSV under its name, the form a model
// reads tables in most reliably. Cell values as displayed; formulas as their cached results.
import * as XLSX from '@e965/xlsx';
import { unreadableFile } from './document-errors.js';

export function spreadsheetText(bytes: Uint8Array): string {
  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(bytes, { type: 'array', cellFormula: false, cellHTML: false });
  } catch (error) {
    throw unreadableFile(`the spreadsheet is damaged (${(error as Error).message})`);
  }
  return workbook.SheetNames.map((name) => {
    const sheet = workbook.Sheets[name];
    const csv = sheet ? XLSX.utils.sheet_to_csv(sheet, { blankrows: false }).trim() : '';
    return `## ${name}\n\n${csv}`.trim();
  })
    .join('\n\n')
    .trim();
}

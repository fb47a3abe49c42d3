// The two ways an upload is refused: a file this service does not read (415), and a file of a
// kind it reads that cannot be parsed (400). Neither is the service's fault, so neither is a 500.
import { apiError } from '../../errors.js';

export const unsupportedFile = (reason: string) => apiError('UNSUPPORTED_FILE_TYPE', { message: `Unsupported file: ${reason}` });

export const unreadableFile = (reason: string) => apiError('FILE_UNREADABLE', { message: `The file cannot be read: ${reason}` });

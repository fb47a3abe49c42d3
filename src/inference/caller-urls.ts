// URLs a caller puts in message parts are handed to an engine, which may fetch them from inside the
// operator's network. The spec admits only http, https and data URLs (CallerUrl); this refuses, as
// well, http(s) URLs naming this machine, a private network's link-local range or a cloud metadata
// service, the usual server-side request forgery targets.
import { badRequest } from '../errors.js';
import { isInternalHost } from '../outbound/public-addresses.js';

/** The URL as given, or a 400 naming the field when it points inside the operator's network. */
export function checkedCallerUrl(url: string, field: string): string {
  if (/^data:/i.test(url)) return url;
  let hostname: string;
  try {
    hostname = new URL(url).hostname;
  } catch {
    throw badRequest(`${field} is not a valid URL`, { _errors: [], [field]: { _errors: ['is not a valid URL'] } });
  }
  if (isInternalHost(hostname)) {
    throw badRequest(`${field} may not point at this machine or a metadata service`, { _errors: [], [field]: { _errors: ['points at an internal address'] } });
  }
  return url;
}

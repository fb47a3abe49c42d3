// URLs a caller puts in message parts are handed to an engine, which may fetch them from inside the
// operator's network. The spec admits only http, https and data URLs (CallerUrl); this refuses, as
// well, http(s) URLs naming this machine, a private network's link-local range or a cloud metadata
// service, the usual server-side request forgery targets.
import { badRequest } from '../errors.js';

const METADATA_HOSTS = new Set(['metadata.google.internal', 'metadata', 'instance-data', 'fd00:ec2::254']);

/** A host name or literal address that names this machine, a link-local range or a metadata service. */
export function isInternalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || METADATA_HOSTS.has(host)) return true;
  if (/^127\./.test(host) || /^169\.254\./.test(host) || host === '0.0.0.0') return true;
  return host === '::1' || host === '::' || /^fe[89ab][0-9a-f]:/.test(host);
}

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

// A blob's object URL for an <audio> or <img>, revoked when it is replaced or the screen closes.
import { useEffect, useState } from 'preact/hooks';

export function useObjectUrl(): [string | undefined, (blob: Blob | undefined) => void] {
  const [url, setUrl] = useState<string>();
  useEffect(() => () => url && URL.revokeObjectURL(url), [url]);
  return [url, (blob) => setUrl(blob ? URL.createObjectURL(blob) : undefined)];
}

import { useEffect, useState } from 'react';

/**
 * An object URL for a Blob, revoked when the blob changes or the component unmounts. Frames and
 * images cannot send the bearer header, so protected files are fetched as blobs and shown this way.
 */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

import { useState } from 'react';
import { uploadImage } from './uploadImage';

/** uploadImage with its progress kept in state (null when idle). */
export function useImageUpload() {
  const [progress, setProgress] = useState<number | null>(null);
  async function upload(file: File): Promise<string> {
    setProgress(0);
    try {
      return await uploadImage(file, { onProgress: setProgress });
    } finally {
      setProgress(null);
    }
  }
  return { upload, progress };
}

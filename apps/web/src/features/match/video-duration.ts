/**
 * A picked video's length in seconds, read by the browser from its metadata; null when the
 * browser cannot tell (MediaRecorder's WebM reports Infinity, some formats never load): the
 * server measures every video anyway and refuses one over 120 s (decision 026).
 */
export function readVideoDuration(url: string, timeoutMs = 5_000): Promise<number | null> {
  return new Promise((resolve) => {
    const video = document.createElement('video');
    const done = (value: number | null) => {
      clearTimeout(timer);
      video.removeAttribute('src');
      resolve(value);
    };
    const timer = setTimeout(() => done(null), timeoutMs);
    video.preload = 'metadata';
    video.onloadedmetadata = () => done(Number.isFinite(video.duration) ? video.duration : null);
    video.onerror = () => done(null);
    video.src = url;
  });
}

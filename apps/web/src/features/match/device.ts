import { useEffect } from 'react';

/**
 * Keeps the screen on while `active` (Screen Wake Lock API); taken again when the page shows again,
 * since the browser releases it whenever the page is hidden. Absent or refused: nothing happens.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || typeof navigator === 'undefined' || !('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let stopped = false;
    const take = () => {
      if (document.visibilityState !== 'visible') return;
      navigator.wakeLock
        .request('screen')
        .then((sentinel) => {
          if (stopped) void sentinel.release();
          else lock = sentinel;
        })
        .catch(() => {
          // Refused (battery saver, no user gesture yet): the match goes on without it.
        });
    };
    take();
    document.addEventListener('visibilitychange', take);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', take);
      void lock?.release().catch(() => undefined);
    };
  }, [active]);
}

/** Spec §4 Play: overtime vibrates the phone and plays a sound, once. */
export function alertOvertime(): void {
  try {
    navigator.vibrate?.([200, 100, 200]);
  } catch {
    // Not allowed here: the sound and the colour still tell.
  }
  beep();
}

/** A short 880 Hz beep through WebAudio (no file to load). */
function beep(): void {
  const AudioContextClass =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ??
        (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext);
  if (!AudioContextClass) return;
  try {
    const context = new AudioContextClass();
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = 880;
    gain.gain.setValueAtTime(0.2, context.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + 0.4);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start();
    oscillator.stop(context.currentTime + 0.4);
    oscillator.onended = () => void context.close().catch(() => undefined);
  } catch {
    // Audio blocked until a tap: the vibration and the colour still tell.
  }
}

import { useState } from 'react';
import { cn } from '@/lib/cn';

interface AvatarProps {
  src?: string | null;
  /** Used for the fallback initial; the image itself is decorative (the row names the person). */
  name: string;
  size?: number;
  className?: string;
  /** Load at once (the main picture of a screen); list avatars stay lazy. */
  eager?: boolean;
}

const FALLBACK_TONES = [
  'bg-accent-100 text-accent-700',
  'bg-amber-100 text-amber-800',
  'bg-emerald-100 text-emerald-800',
  'bg-rose-100 text-rose-800',
  'bg-violet-100 text-violet-800',
];

export function Avatar({ src, name, size = 40, className, eager = false }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const initial = name.trim().charAt(0) || '?';
  const tone =
    FALLBACK_TONES[[...name].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % FALLBACK_TONES.length];
  const style = { width: size, height: size };
  if (src && !failed) {
    return (
      <img
        src={src}
        alt=""
        width={size}
        height={size}
        style={style}
        loading={eager ? 'eager' : 'lazy'}
        onError={() => setFailed(true)}
        className={cn('shrink-0 rounded-full bg-fill object-cover', className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      style={{ ...style, fontSize: Math.round(size * 0.42) }}
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full font-bold',
        tone,
        className,
      )}
    >
      {initial}
    </span>
  );
}

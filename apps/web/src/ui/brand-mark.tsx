import { cn } from '@/lib/cn';

/** The 한판 "1:1" mark (same geometry as public/favicon.svg and the PWA icons). */
export function BrandMark({ size = 64, className }: { size?: number; className?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 512 512"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <rect width="512" height="512" rx="112" fill="var(--color-accent-500)" />
      <path
        d="M146 196 186 164V348M316 196 356 164V348"
        fill="none"
        stroke="#fff"
        strokeWidth="48"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="264" cy="226" r="22" fill="#fff" />
      <circle cx="264" cy="306" r="22" fill="#fff" />
    </svg>
  );
}

/** Mark plus the name, for headers. */
export function BrandLockup({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <BrandMark size={28} />
      <span className="text-title font-extrabold tracking-tight text-ink">한판</span>
    </span>
  );
}

import { Icon, type IconProps } from '@/ui/icons/icon';

/** The generating step's picture (only this screen draws it, so it lives here). */
export const SparklesIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M10 3.5l1.6 4.4 4.4 1.6-4.4 1.6L10 15.5l-1.6-4.4L4 9.5l4.4-1.6L10 3.5z" />
    <path d="M18 14l.8 2.2 2.2.8-2.2.8L18 20l-.8-2.2-2.2-.8 2.2-.8L18 14z" />
  </Icon>
);

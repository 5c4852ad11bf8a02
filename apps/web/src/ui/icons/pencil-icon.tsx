import { Icon, type IconProps } from './icon';

export const PencilIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4.5 19.5l1-4.5L15.8 4.7a2 2 0 0 1 2.8 0l.7.7a2 2 0 0 1 0 2.8L9 18.5l-4.5 1z" />
    <path d="M14 6.5l3.5 3.5" />
  </Icon>
);

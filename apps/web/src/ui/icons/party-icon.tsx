import { Icon, type IconProps } from './icon';

export const PartyIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 20l4.5-12 7.5 7.5L4 20z" />
    <path d="M14 4.5c.5 1 .5 2-.5 3M19.5 10c-1-.5-2-.5-3 .5M17 3.5v.01M20.5 6.5v.01M20.5 14v.01" />
  </Icon>
);

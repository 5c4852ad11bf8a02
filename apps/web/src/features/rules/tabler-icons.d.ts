// The Tabler package types only its index; each icon module (imported one by one for a small
// bundle, category-icons.ts) default-exports the same component type.
declare module '@tabler/icons-react/dist/esm/icons/*.mjs' {
  import type { TablerIcon } from '@tabler/icons-react';
  const icon: TablerIcon;
  export default icon;
}

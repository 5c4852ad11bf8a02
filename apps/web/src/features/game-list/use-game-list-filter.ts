import type { GameListSort } from '@hanpan/core';
import { useState } from 'react';
import {
  readSavedRegion,
  readSavedSort,
  regionQuery,
  saveRegion,
  saveSort,
  type RegionChoice,
} from './region-filter';

/** The list's region and sort, as last applied on this device; a change calls `onChange` (drop the selection). */
export function useGameListFilter(onChange: () => void) {
  const [region, setRegion] = useState<RegionChoice>(readSavedRegion);
  const [sort, setSort] = useState<GameListSort>(readSavedSort);
  const applyRegion = (choice: RegionChoice) => {
    setRegion(choice);
    saveRegion(choice);
    onChange();
  };
  const chooseSort = (next: GameListSort) => {
    setSort(next);
    saveSort(next);
    onChange();
  };
  return { region, sort, filter: { region: regionQuery(region), sort }, applyRegion, chooseSort };
}

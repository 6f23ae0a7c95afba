import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Key, ReactNode } from 'react';
import { ContentError } from './content-states';

/** How many columns from which width: one on a phone, more as the screen grows. */
export type GridColumns = { xs: number; sm?: number; md?: number; lg?: number };

type Props<T> = {
  /** The items, or undefined while they load. */
  items: T[] | undefined;
  itemKey: (item: T) => Key;
  renderItem: (item: T, index: number) => ReactNode;
  /** One card's skeleton, of the size the card will have, shown `skeletonCount` times while loading. */
  skeleton: ReactNode;
  skeletonCount: number;
  columns: GridColumns;
  gap?: number | { xs: number; md: number };
  error: boolean;
  onRetry: () => void;
  /** What an empty answer shows; with none, an empty list shows nothing. */
  emptyText?: string;
};

const columnsSx = (columns: GridColumns) =>
  Object.fromEntries(
    Object.entries(columns).map(([breakpoint, count]) => [breakpoint, count === 1 ? '1fr' : `repeat(${count}, minmax(0, 1fr))`]),
  );

/** The places of the skeleton cards: 0, 1, … */
const skeletonSlots = (count: number) => Array.from({ length: count }, (_, slot) => slot);

/**
 * The content screens' list of cards (flyers, awards, FAQ categories): a grid list that reserves its
 * cards' place with skeletons while loading, says when the answer failed, and when there is nothing.
 */
export function ContentCardGrid<T>({
  items,
  itemKey,
  renderItem,
  skeleton,
  skeletonCount,
  columns,
  gap = { xs: 2, md: 3 },
  error,
  onRetry,
  emptyText,
}: Props<T>) {
  if (error) return <ContentError onRetry={onRetry} />;
  if (items?.length === 0 && emptyText) return <Typography>{emptyText}</Typography>;
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap, gridTemplateColumns: columnsSx(columns) }}
      aria-busy={!items}
    >
      {items
        ? items.map((item, index) => <li key={itemKey(item)}>{renderItem(item, index)}</li>)
        : skeletonSlots(skeletonCount).map((slot) => <li key={slot}>{skeleton}</li>)}
    </Box>
  );
}

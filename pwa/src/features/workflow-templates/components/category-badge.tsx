import { Chip } from '@mui/material';
import type { CategoryOption } from '../queries';

/** A template's category in the category's colour (the id itself when it is unknown here). */
export function CategoryBadge({ id, options }: { id: string; options: readonly CategoryOption[] }) {
  const category = options.find((o) => o.id === id);
  const color = category?.color ?? null;
  return (
    <Chip
      size="small"
      label={category?.name ?? id}
      data-testid="category-badge"
      sx={
        color
          ? { bgcolor: color, color: (theme) => theme.palette.getContrastText(color) }
          : undefined
      }
    />
  );
}

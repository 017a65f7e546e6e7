import { Button, Stack, Typography } from '@mui/material';
import { useStrings } from '../lib/i18n';
import { pageLinks } from '../lib/paging';
import { uiStrings } from './strings';

interface Props {
  /** What the row of page buttons pages, for a screen reader ('Phân trang yêu cầu'). */
  label: string;
  page: number;
  pageCount: number;
  onPage(page: number): void;
}

/**
 * Previous, numbered pages, next: shown only with more than one page. The
 * numbers are the first, the last and those around the current page, with '…' between.
 */
export function ListPagination({ label, page, pageCount, onPage }: Props) {
  const s = useStrings(uiStrings).pagination;
  if (pageCount <= 1) return null;
  return (
    <Stack
      component="nav"
      aria-label={label}
      direction="row"
      sx={{ mt: 2, justifyContent: 'center', flexWrap: 'wrap', gap: 1 }}
    >
      <Button disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {s.previous}
      </Button>
      {pageLinks(page, pageCount).map((n, i) =>
        n === 'gap' ? (
          <Typography key={`gap-${i}`} aria-hidden sx={{ alignSelf: 'center', px: 0.5 }}>
            …
          </Typography>
        ) : (
          <Button
            key={n}
            variant={n === page ? 'contained' : 'outlined'}
            aria-label={s.page(n)}
            aria-current={n === page ? 'page' : undefined}
            onClick={() => onPage(n)}
            sx={{ minWidth: 44 }}
          >
            {n}
          </Button>
        ),
      )}
      <Button disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {s.next}
      </Button>
    </Stack>
  );
}

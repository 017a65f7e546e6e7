import { Button, Stack, Typography } from '@mui/material';
import { pageLinks } from '../logic/list';
import { useStrings } from '../../../lib/i18n';
import { inquiryStrings } from '../strings';

interface Props {
  page: number;
  pageCount: number;
  onPage(page: number): void;
}

/**
 * Previous, numbered pages, next: shown only with more than one page. The
 * numbers are the first, the last and those around the current page, with '…' between.
 */
export function ListPagination({ page, pageCount, onPage }: Props) {
  const s = useStrings(inquiryStrings).pagination;
  if (pageCount <= 1) return null;
  return (
    <Stack
      component="nav"
      aria-label={s.label}
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

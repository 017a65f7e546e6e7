import { Button, Stack } from '@mui/material';
import { inquiryStrings } from '../strings';

const s = inquiryStrings.pagination;

interface Props {
  page: number;
  pageCount: number;
  onPage(page: number): void;
}

/** Previous, numbered pages, next: shown only with more than one page (spec section 2). */
export function ListPagination({ page, pageCount, onPage }: Props) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1);
  return (
    <Stack
      component="nav"
      direction="row"
      spacing={1}
      sx={{ mt: 2, justifyContent: 'center', flexWrap: 'wrap' }}
    >
      <Button disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {s.previous}
      </Button>
      {pages.map((n) => (
        <Button
          key={n}
          variant={n === page ? 'contained' : 'outlined'}
          aria-label={s.page(n)}
          aria-current={n === page ? 'page' : undefined}
          onClick={() => onPage(n)}
          sx={{ minWidth: 40 }}
        >
          {n}
        </Button>
      ))}
      <Button disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {s.next}
      </Button>
    </Stack>
  );
}

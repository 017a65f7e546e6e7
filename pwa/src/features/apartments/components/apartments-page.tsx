import { Box, Grid, Pagination, Typography } from '@mui/material';
import { rowKey, useRowStates } from '../../../data';
import type { ReactNode } from 'react';
import { useStrings } from '../../../lib/i18n';
import { sheetOf } from '../../../lib/sheet-export';
import { ExportButton } from '../../../ui/export-button';
import { PageHeader } from '../../../ui/page-header';
import { useSheetExport } from '../../../ui/use-sheet-export';
import { unitsSheet } from '../export';
import { useApartmentsList } from '../hooks/use-apartments-list';
import { apartmentStrings } from '../strings';
import { ApartmentCard } from './apartment-card';
import { ApartmentFiltersBar } from './apartment-filters';

/** The block and floor the list is filtered to (null: all). */
export interface ListPlace {
  block: string | null;
  floor: number | null;
}

export interface ApartmentsPageProps {
  /**
   * Other features' actions for the header (scan a label, print labels for the shown block and
   * floor), composed by the app layer because features never import each other.
   */
  actions?: (place: ListPlace) => ReactNode;
}

/**
 * /apartments: header, the search and filters, the unit cards (each opens its unit page) and
 * their pages, read from the mirror.
 */
export function ApartmentsPage({ actions }: ApartmentsPageProps = {}) {
  const strings = useStrings(apartmentStrings);
  const s = strings.list;
  const x = strings.export;
  const list = useApartmentsList();
  const exporter = useSheetExport({ title: x.failedTitle, description: x.failed });
  const states = useRowStates();
  const place: ListPlace = {
    block: list.filters.block === 'all' ? null : list.filters.block,
    floor: list.filters.floor === 'all' ? null : list.filters.floor,
  };
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1400, mx: 'auto' }}>
      <PageHeader
        title={s.title}
        subtitle={s.subtitle}
        guide={{ to: '/apartments/guide', label: s.guideButton }}
        add={{ to: '/apartments/create', label: s.createButton }}
        extra={
          <>
            <ExportButton
              label={x.button}
              busy={exporter.busy}
              onClick={
                list.loading
                  ? undefined
                  : () => void exporter.run(x.fileStem, () => [sheetOf(unitsSheet(list.allRows()))])
              }
            />
            {actions?.(place)}
          </>
        }
      />
      <ApartmentFiltersBar
        filters={list.filters}
        floors={list.floors}
        blocks={list.blocks}
        buildings={list.buildings}
        onChange={list.setFilter}
      />
      {list.loading ? (
        <Typography color="text.secondary">{s.loading}</Typography>
      ) : list.cards.length === 0 ? (
        <Typography color="text.secondary">{s.empty}</Typography>
      ) : (
        <Grid container spacing={2}>
          {list.cards.map((card) => (
            <Grid key={card.id} size={{ xs: 12, sm: 6, lg: 3 }}>
              <ApartmentCard card={card} saveState={states.get(rowKey('apartments', card.id))} />
            </Grid>
          ))}
        </Grid>
      )}
      {list.pageCount > 1 && (
        <Pagination
          sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
          count={list.pageCount}
          page={list.page}
          onChange={(_event, page) => list.setPage(page)}
          showFirstButton={false}
          getItemAriaLabel={(type, page) =>
            type === 'previous' ? s.previous : type === 'next' ? s.next : s.pageLabel(page ?? 1)
          }
        />
      )}
    </Box>
  );
}

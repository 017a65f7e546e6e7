import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import {
  Button,
  Card,
  CardContent,
  InputAdornment,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { inquiryCategories, inquiryStatuses, priorities } from '@chungcu/contracts';
import { ExportButton } from '../../../ui/export-button';
import { FilterPanel } from '../../../ui/filter-panel';
import { type InquiryFilters as Filters, noFilters } from '../logic/list';
import { enumStrings, useStrings } from '../../../lib/i18n';
import { inquiryStrings } from '../strings';

const deadlineFilters = ['dueSoon', 'overdue'] as const;

/** The selects that narrow the list (the order narrows nothing). */
const SELECTS = ['status', 'category', 'priority', 'deadline'] as const;
const activeFilters = (f: Filters) => SELECTS.filter((key) => f[key] !== noFilters[key]).length;
const sorts = ['newest', 'deadline'] as const;

interface Props {
  filters: Filters;
  onChange(filters: Filters): void;
  onNew(): void;
  /** 'Xuất Excel' of every row the filters keep; absent while the list loads. */
  onExport?: () => void;
  exporting?: boolean;
}

function Select(props: {
  label: string;
  value: string;
  options: readonly string[];
  labels: Record<string, string>;
  onChange(v: string): void;
  /** Offer 'Tất cả' first (a filter); a sort order has none. */
  withAll?: boolean;
}) {
  const s = useStrings(inquiryStrings).filters;
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      sx={{ minWidth: 160 }}
    >
      {props.withAll !== false && <MenuItem value="all">{s.all}</MenuItem>}
      {props.options.map((value) => (
        <MenuItem key={value} value={value}>
          {props.labels[value]}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * The filter card: New Inquiry, status / category / priority / deadline filters, the order and
 * the text search.
 */
export function InquiryFilters({ filters, onChange, onNew, onExport, exporting }: Props) {
  const strings = useStrings(inquiryStrings);
  const s = strings.filters;
  const enums = useStrings(enumStrings);
  const set = (patch: Partial<Filters>) => onChange({ ...filters, ...patch });
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        {/* A gap, not margins, between the fields: a wrapped row keeps its distance from the
            row above, which its fields' floating labels reach into. */}
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          useFlexGap
          sx={{ flexWrap: 'wrap' }}
        >
          {/* Side by side on a phone too: one row of buttons above the filters, not two. */}
          <Stack direction="row" spacing={2} useFlexGap>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={onNew}
              sx={{ whiteSpace: 'nowrap', flexGrow: { xs: 1, md: 0 } }}
            >
              {strings.newInquiry}
            </Button>
            <ExportButton
              label={strings.export.button}
              onClick={onExport}
              busy={Boolean(exporting)}
            />
          </Stack>
          <FilterPanel
            active={activeFilters(filters)}
            onClear={() => set({ ...noFilters, sort: filters.sort, query: filters.query })}
          >
            <Select
              label={s.status}
              value={filters.status}
              options={inquiryStatuses.values}
              labels={enums.inquiryStatuses}
              onChange={(v) => set({ status: v as Filters['status'] })}
            />
            <Select
              label={s.category}
              value={filters.category}
              options={inquiryCategories.values}
              labels={enums.inquiryCategories}
              onChange={(v) => set({ category: v })}
            />
            <Select
              label={s.priority}
              value={filters.priority}
              options={priorities.values}
              labels={enums.priorities}
              onChange={(v) => set({ priority: v })}
            />
            <Select
              label={s.deadline}
              value={filters.deadline}
              options={deadlineFilters}
              labels={s.deadlines}
              onChange={(v) => set({ deadline: v as Filters['deadline'] })}
            />
            <Select
              label={s.sort}
              value={filters.sort}
              options={sorts}
              labels={s.sorts}
              withAll={false}
              onChange={(v) => set({ sort: v as Filters['sort'] })}
            />
          </FilterPanel>
          <TextField
            type="search"
            size="small"
            value={filters.query}
            onChange={(e) => set({ query: e.target.value })}
            placeholder={s.search}
            sx={{ flex: 1, minWidth: 200 }}
            slotProps={{
              htmlInput: { 'aria-label': s.search },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}

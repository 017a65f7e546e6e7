import AddIcon from '@mui/icons-material/Add';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Chip,
  CircularProgress,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import type { Block, Complex } from '@chungcu/contracts';
import { useState } from 'react';
import { useToast } from '../../../ui/toast';
import { errorText } from '../api';
import { useCompany } from '../hooks/use-company';
import { useStrings } from '../../../lib/i18n';
import { complexStrings } from '../strings';
import { BlockDialog } from './block-dialog';
import { ComplexBlocks } from './complex-blocks';
import { ComplexDialog } from './complex-dialog';
import { StaffCard } from './staff-card';

/**
 * /complexes (the company administrator): the company's complexes, adding and editing one, and
 * which managers and staff serve each. Online only: it changes what people's devices may hold.
 */
export function ComplexesPage() {
  const s = useStrings(complexStrings);
  const company = useCompany();
  const toast = useToast();
  // undefined: closed; null: a new complex; else the complex edited.
  const [editing, setEditing] = useState<Complex | null | undefined>(undefined);
  // The block dialog's complex and block (null: a new block of it).
  const [blockOf, setBlockOf] = useState<{ complex: Complex; block: Block | null } | null>(null);
  const fail = (error: unknown) => toast({ title: errorText(error), variant: 'destructive' });

  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 1100, mx: 'auto' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}
      >
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
            {s.title}
          </Typography>
          <Typography color="text.secondary">{s.subtitle}</Typography>
        </Box>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          disabled={!company.online}
          onClick={() => setEditing(null)}
          sx={{ minHeight: 44, whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          {s.add}
        </Button>
      </Stack>
      {!company.online && (
        <Alert
          severity="warning"
          icon={<CloudOffIcon />}
          data-testid="complexes-offline"
          data-needs-network=""
          action={
            <Button color="inherit" onClick={company.reload} sx={{ minHeight: 44 }}>
              {s.retry}
            </Button>
          }
        >
          <AlertTitle>{s.offline}</AlertTitle>
          {s.offlineHint}
        </Alert>
      )}
      {company.loadError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={company.reload} sx={{ minHeight: 44 }}>
              {s.retry}
            </Button>
          }
        >
          {`${s.loadFailed}: ${company.loadError}`}
        </Alert>
      )}
      {company.loading && <CircularProgress aria-label={s.loading} />}
      {company.online && !company.loading && !company.loadError && (
        <>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {s.complexesTitle}
          </Typography>
          <Paper variant="outlined">
            <List disablePadding aria-label={s.complexesTitle} data-testid="complex-list">
              {company.complexes.length === 0 && (
                <ListItem>
                  <ListItemText secondary={s.none} />
                </ListItem>
              )}
              {company.complexes.map((complex) => (
                <ListItem
                  key={complex.id}
                  divider
                  data-testid="complex-row"
                  data-code={complex.code}
                  sx={{ gap: 1, flexWrap: 'wrap' }}
                >
                  <Chip label={complex.code} size="small" sx={{ fontFamily: 'monospace' }} />
                  <ListItemText
                    primary={complex.name}
                    secondary={complex.address ?? s.noAddress}
                    sx={{ minWidth: 0, flex: '1 1 180px' }}
                  />
                  <Button
                    onClick={() => setEditing(complex)}
                    aria-label={s.editLabel(complex.name)}
                    sx={{ minHeight: 44, minWidth: 64 }}
                  >
                    {s.edit}
                  </Button>
                  <ComplexBlocks
                    complex={complex}
                    blocks={company.blocks.get(complex.id) ?? []}
                    disabled={!company.online}
                    onOpen={(block) => setBlockOf({ complex, block })}
                  />
                </ListItem>
              ))}
            </List>
          </Paper>
          <Typography variant="h6" component="h2" sx={{ mt: 4 }}>
            {s.staffTitle}
          </Typography>
          <Typography color="text.secondary" variant="body2" sx={{ mb: 1 }}>
            {s.staffHint}
          </Typography>
          {company.staff.length === 0 ? (
            <Typography color="text.secondary">{s.staffNone}</Typography>
          ) : (
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
              }}
            >
              {company.staff.map((row) => (
                <StaffCard
                  // A saved answer resets the card's choice to what the server holds.
                  key={`${row.user.id}:${row.complexIds.join(',')}`}
                  row={row}
                  complexes={company.complexes}
                  onSave={(ids) =>
                    company
                      .assign(row.user.id, ids)
                      .then(() => toast({ title: s.assignmentSaved(row.name) }), fail)
                  }
                />
              ))}
            </Box>
          )}
        </>
      )}
      {blockOf && (
        <BlockDialog
          block={blockOf.block}
          complexName={blockOf.complex.name}
          onClose={() => setBlockOf(null)}
          onSubmit={async (name) => {
            const saved = blockOf.block
              ? await company.renameBlock(blockOf.block.id, name)
              : await company.addBlock(blockOf.complex.id, name);
            toast({ title: (blockOf.block ? s.blockRenamed : s.blockCreated)(saved.name) });
          }}
          onDelete={async () => {
            if (!blockOf.block) return;
            await company.deleteBlock(blockOf.block.id);
            toast({ title: s.blockDeleted(blockOf.block.name) });
          }}
        />
      )}
      {editing !== undefined && (
        <ComplexDialog
          complex={editing}
          onClose={() => setEditing(undefined)}
          onSubmit={async (body) => {
            const saved = editing
              ? await company.update(editing.id, body)
              : await company.create(body);
            toast({ title: (editing ? s.saved : s.created)(saved.name) });
          }}
        />
      )}
    </Box>
  );
}

import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CategoryIcon from '@mui/icons-material/Category';
import TimerIcon from '@mui/icons-material/Timer';
import { Box, Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useStrings } from '../../../lib/i18n';
import { workflowStrings } from '../strings';

interface WorkflowHeaderProps {
  onNewCategory(): void;
  onNewTemplate(): void;
  onDeadlines(): void;
}

/** Title, the categories' deadlines and the two create buttons ('Tạo Danh Mục', 'Tạo Mẫu Mới'). */
export function WorkflowHeader({ onNewCategory, onNewTemplate, onDeadlines }: WorkflowHeaderProps) {
  const s = useStrings(workflowStrings);
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' }, mb: 3 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Tooltip title={s.backHome}>
          <IconButton component={RouterLink} to="/" aria-label={s.backHome}>
            <ArrowBackIcon />
          </IconButton>
        </Tooltip>
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
            {s.title}
          </Typography>
          <Typography color="text.secondary">{s.subtitle}</Typography>
        </Box>
      </Stack>
      <Stack direction="row" sx={{ flexShrink: 0, flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" startIcon={<TimerIcon />} onClick={onDeadlines}>
          {s.sla.open}
        </Button>
        <Button variant="outlined" startIcon={<CategoryIcon />} onClick={onNewCategory}>
          {s.newCategory}
        </Button>
        <Button variant="contained" startIcon={<AddIcon />} onClick={onNewTemplate}>
          {s.newTemplate}
        </Button>
      </Stack>
    </Stack>
  );
}

import { Box, Typography } from '@mui/material';
import { formatDate, formatMoney } from '../../../lib/format';
import { useStrings } from '../../../lib/i18n';
import { feeStrings } from '../strings';

/**
 * A sum to pay, large, under what it is ('Số tiền cần thanh toán', 'Còn phải trả') and over its
 * due date: the notice's head, and each home's line of a resident's home.
 */
export function AmountDue({
  label,
  amount,
  dueDate,
  large = false,
  testId,
}: {
  label: string;
  amount: number;
  dueDate: string;
  large?: boolean;
  testId: string;
}) {
  const s = useStrings(feeStrings).notice;
  return (
    <Box>
      <Typography color="text.secondary">{label}</Typography>
      <Typography
        variant={large ? 'h4' : 'h5'}
        component="p"
        sx={{ fontWeight: 700 }}
        data-testid={testId}
      >
        {formatMoney(amount)}
      </Typography>
      <Typography color="text.secondary">{s.dueDate(formatDate(dueDate) ?? dueDate)}</Typography>
    </Box>
  );
}

import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { Button } from '@mui/material';

/** 'Xuất Excel' of a list: disabled while the list loads (`onClick` absent) or the file is made. */
export function ExportButton({
  label,
  onClick,
  busy,
}: {
  label: string;
  onClick?: () => void;
  busy: boolean;
}) {
  return (
    <Button
      variant="outlined"
      startIcon={<FileDownloadIcon />}
      onClick={onClick}
      disabled={!onClick || busy}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {label}
    </Button>
  );
}

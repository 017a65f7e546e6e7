import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Box, ButtonBase, IconButton, Typography } from '@mui/material';
import { useRef } from 'react';
import { limits } from '@chungcu/contracts';
import { PhotoPicker } from '../../../ui/photo-picker';
import { useStrings } from '../../../lib/i18n';
import { inquiryStrings } from '../strings';

const tiles = Array.from({ length: limits.inquiryAttachmentTiles }, (_, i) => i);

export interface ChosenFile {
  file: File;
  /** An object URL for an image's preview; null for a PDF. */
  preview: string | null;
}

const tileSx = {
  position: 'relative',
  aspectRatio: '1',
  border: 1,
  borderStyle: 'dashed',
  borderColor: 'divider',
  borderRadius: 2,
  display: 'grid',
  placeItems: 'center',
  overflow: 'hidden',
  color: 'text.disabled',
} as const;

/**
 * The 7 attachment tiles of the new-request form: a chosen photo or PDF fills the next tile; an
 * empty tile opens the gallery or files; the camera takes a photo straight in.
 */
export function AttachmentTiles({
  chosen,
  onAdd,
  onRemove,
}: {
  chosen: readonly ChosenFile[];
  onAdd(files: File[]): void;
  onRemove(index: number): void;
}) {
  const s = useStrings(inquiryStrings).dialog;
  const full = chosen.length >= limits.inquiryAttachmentTiles;
  // One file input for every empty tile: each tile is a real button (focusable, named) that
  // opens it, instead of a <label> carrying a name it may not have.
  const input = useRef<HTMLInputElement>(null);
  return (
    <Box>
      <input
        ref={input}
        hidden
        type="file"
        accept="image/*,application/pdf"
        multiple
        disabled={full}
        onChange={(event) => {
          onAdd([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      <Typography variant="subtitle2">{s.attachments}</Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        {s.attachmentHint}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(72px, 1fr))',
          gap: 1,
        }}
      >
        {tiles.map((n) => {
          const item = chosen[n];
          if (!item) {
            return (
              <ButtonBase
                key={n}
                aria-label={s.attachmentTile(n + 1)}
                data-testid="attachment-tile"
                disabled={full}
                onClick={() => input.current?.click()}
                sx={tileSx}
              >
                <AttachFileIcon fontSize="small" />
              </ButtonBase>
            );
          }
          return (
            <Box
              key={n}
              data-testid="attachment-tile"
              data-filled="true"
              sx={{ ...tileSx, borderStyle: 'solid' }}
            >
              {item.preview ? (
                <Box
                  component="img"
                  src={item.preview}
                  alt={item.file.name}
                  sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
                />
              ) : (
                <PictureAsPdfIcon color="error" titleAccess={item.file.name} />
              )}
              <IconButton
                size="small"
                aria-label={s.removeAttachment(item.file.name)}
                onClick={() => onRemove(n)}
                sx={{
                  position: 'absolute',
                  top: 0,
                  right: 0,
                  p: 0.25,
                  bgcolor: 'background.paper',
                }}
              >
                <CloseIcon sx={{ fontSize: 14 }} />
              </IconButton>
            </Box>
          );
        })}
      </Box>
      <Box sx={{ mt: 1 }}>
        <PhotoPicker onFiles={onAdd} allowPdf disabled={full} size="small" />
      </Box>
    </Box>
  );
}

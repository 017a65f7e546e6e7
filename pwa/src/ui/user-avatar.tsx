import { Avatar, type SxProps, type Theme } from '@mui/material';
import { displayName, initials } from './person';

interface UserAvatarProps {
  person: {
    firstName?: string | null;
    lastName?: string | null;
    email?: string | null;
    profileImageUrl?: string | null;
  };
  size?: number;
  sx?: SxProps<Theme>;
}

/**
 * The person's profile image, or their initials on the primary colour. The initials are drawn,
 * not written: a button holding the avatar beside the person's name is named by the name, and
 * its letters would otherwise be text the name must hold (WCAG 2.5.3, label in name).
 */
export function UserAvatar({ person, size = 40, sx }: UserAvatarProps) {
  return (
    <Avatar
      src={person.profileImageUrl ?? undefined}
      alt={displayName(person)}
      data-initials={initials(person)}
      sx={[
        {
          width: size,
          height: size,
          bgcolor: 'primary.main',
          fontSize: size * 0.4,
          '&:not(:has(img))::before': { content: 'attr(data-initials)' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {/* The fallback icon stays out: the initials are the avatar when there is no image. */}{' '}
    </Avatar>
  );
}

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

/** The person's profile image, or their initials on the primary colour. */
export function UserAvatar({ person, size = 40, sx }: UserAvatarProps) {
  return (
    <Avatar
      src={person.profileImageUrl ?? undefined}
      alt={displayName(person)}
      sx={[
        { width: size, height: size, bgcolor: 'primary.main', fontSize: size * 0.4 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {initials(person)}
    </Avatar>
  );
}

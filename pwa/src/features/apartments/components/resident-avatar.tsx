import { Avatar } from '@mui/material';
import { fullName } from '@chungcu/contracts';

interface Person {
  firstName: string;
  lastName: string;
  photoUrl?: string | null;
}

/** 'Nguyễn Văn An' → 'NA': family and given name initials. */
export function initialsOf(person: Person): string {
  return [person.lastName, person.firstName]
    .map((part) => part.trim().charAt(0))
    .join('')
    .toUpperCase();
}

/** The resident's photo, or their initials. */
export function ResidentAvatar({ person, size = 40 }: { person: Person; size?: number }) {
  return (
    <Avatar
      src={person.photoUrl ?? undefined}
      alt={fullName(person)}
      sx={{ width: size, height: size, bgcolor: 'primary.main', fontSize: size * 0.4 }}
    >
      {initialsOf(person)}
    </Avatar>
  );
}

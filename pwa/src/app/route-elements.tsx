import { isStaffRole } from '@chungcu/contracts';
import { Box, Typography } from '@mui/material';
import { type ReactNode, Suspense } from 'react';
import { Navigate } from 'react-router-dom';
import { useAuth } from '../features/auth';
import { RecentNotifications } from '../features/notifications';
import { useStrings } from '../lib/i18n';
import { FeesPage, HomeDues, HomePage, HouseholdPage, ProfilePage } from './screens';
import { appStrings } from './strings';

/*
 * What some routes render around their screen: the session's user handed to a screen, a resident's
 * or the office's own screen for one address, and the notice a user of another role sees.
 */

/**
 * The home page gets the user from the session, and a resident's the fees still to pay from the
 * fees feature (features never import each other).
 */
export function HomeRoute() {
  const { user, offline } = useAuth();
  if (!user) return null;
  const dues = isStaffRole(user.role) ? undefined : (
    <Suspense fallback={null}>
      <HomeDues />
    </Suspense>
  );
  return (
    <HomePage user={user} offline={offline} summary={dues} activity={<RecentNotifications />} />
  );
}

/** "Hộ gia đình" is a resident's screen: staff manage households on the unit page. */
export function HouseholdRoute() {
  const { isAdmin } = useAuth();
  return isAdmin ? <Navigate to="/apartments" replace /> : <HouseholdPage />;
}

/** "Phí & hóa đơn" is a resident's screen: the office bills from "Thu phí". */
export function FeesRoute() {
  const { isAdmin } = useAuth();
  return isAdmin ? <Navigate to="/billing" replace /> : <FeesPage />;
}

/** The profile page gets the user and sign-out from the session. */
export function ProfileRoute() {
  const { user, logout } = useAuth();
  return user ? <ProfilePage user={user} onLogout={() => void logout()} /> : null;
}

/**
 * Management screens are for staff: a resident user who types their address sees why there is
 * nothing for them (the server answers those calls 403 anyway).
 */
export function StaffOnly({ children }: { children: ReactNode }) {
  const { isAdmin } = useAuth();
  return isAdmin ? children : <RoleNotice notice="staffOnly" />;
}

export const staff = (element: ReactNode) => <StaffOnly>{element}</StaffOnly>;

/**
 * A screen of some roles only (the company screen, a complex's office settings); the server
 * answers the others 403 anyway, so this only says so instead of showing a failing screen.
 */
export function OnlyFor({
  roles,
  notice,
  children,
}: {
  roles: readonly string[];
  /** Which notice a user of another role sees. */
  notice: Exclude<RoleNoticeName, 'staffOnly'>;
  children: ReactNode;
}) {
  const { user } = useAuth();
  return user && roles.includes(user.role) ? children : <RoleNotice notice={notice} />;
}

/** The catalogue's notices for a user of another role (`appStrings`). */
type RoleNoticeName = 'staffOnly' | 'adminOnly' | 'managersOnly' | 'feeSettingsManagersOnly';

/** What a user of another role sees instead of a screen: why there is nothing for them. */
function RoleNotice({ notice }: { notice: RoleNoticeName }) {
  const s = useStrings(appStrings)[notice];
  return (
    <Box sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {s.title}
      </Typography>
      <Typography color="text.secondary">{s.hint}</Typography>
    </Box>
  );
}

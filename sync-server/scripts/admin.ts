// `npm run admin -- create --email a@b.vn [--name "Lê Thị Hương"]` and
// `npm run admin -- reset-password --email a@b.vn`: the password is asked twice, never echoed.
import { accountMessages } from '@chungcu/contracts';
import { migrateToLatest } from '../src/db/migrate';
import { AdminSetupError, createAdmin, setPasswordByEmail } from '../src/services/first-admin';
import { createPrompter, openTarget, parseArgs, runCommand } from './operator';

const USAGE =
  'Cách dùng:\n' +
  '  npm run admin -- create --email EMAIL [--name "HỌ TÊN"]\n' +
  '  npm run admin -- reset-password --email EMAIL\n' +
  'Cơ sở dữ liệu: DATABASE_URL (PostgreSQL) hoặc DATA_DIR (PGlite, mặc định ./data).';

async function askPassword(): Promise<string> {
  const prompter = createPrompter();
  try {
    const first = await prompter.secret('Mật khẩu (ít nhất 10 ký tự): ');
    const second = await prompter.secret('Nhập lại mật khẩu: ');
    if (first !== second) throw new AdminSetupError('Hai lần nhập mật khẩu không khớp.');
    if (first.length < 10) throw new AdminSetupError(accountMessages.passwordTooShort);
    return first;
  } finally {
    prompter.close();
  }
}

runCommand(async () => {
  const { positional, options } = parseArgs(process.argv.slice(2));
  const command = positional[0];
  const email = options.get('email');
  if (!email || (command !== 'create' && command !== 'reset-password')) {
    throw new AdminSetupError(USAGE);
  }
  // The lock is taken before anything is asked: a running server is reported at once.
  const target = openTarget();
  try {
    const password = await askPassword();
    await migrateToLatest(target.db);
    if (command === 'create') {
      const admin = await createAdmin(target.db, { email, password, name: options.get('name') });
      console.log(`Đã tạo quản trị viên ${admin.email} — ${target.where}.`);
    } else {
      const user = await setPasswordByEmail(target.db, email, password);
      console.log(`Đã đặt mật khẩu mới cho ${user.email}; các phiên đăng nhập cũ đã kết thúc.`);
    }
  } finally {
    await target.close();
  }
}, [AdminSetupError]);

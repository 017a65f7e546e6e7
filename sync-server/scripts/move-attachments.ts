// `npm run attachments:move [-- --verify]`: moves the attachment bytes still kept in the database
// (DATA_DIR or DATABASE_URL) to OBJECT_STORAGE_URL's bucket, one file at a time, each checked by
// its SHA-256 before its chunks go. Stopped at any point, it resumes where it stood. With
// --verify it moves nothing and reads every object the database names back, hash by hash.
import { objectStorageFromUrl } from '../src/attachments/object-storage-settings';
import { connectObjects } from '../src/attachments/s3-objects';
import { moveBlobsToObjects, verifyObjects } from '../src/attachments/move-to-objects';
import { openTarget, parseArgs, runCommand } from './operator';

class MoveFailed extends Error {}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

runCommand(async () => {
  const { options } = parseArgs(process.argv.slice(2));
  if (!process.env.OBJECT_STORAGE_URL) {
    throw new MoveFailed(
      'Đặt OBJECT_STORAGE_URL (vd. https://KHÓA:BÍ_MẬT@s3.example.com/chungcu-anh) rồi chạy lại.',
    );
  }
  const objects = await connectObjects(objectStorageFromUrl(process.env.OBJECT_STORAGE_URL));
  const target = openTarget();
  try {
    if (options.has('verify')) {
      const report = await verifyObjects(target.db, objects);
      console.log(
        `Đã đọc lại ${report.checked} tệp (${megabytes(report.bytes)}) từ kho đối tượng.`,
      );
      for (const p of report.problems) console.error(`  ${p.objectKey}: ${p.reason}`);
      if (report.problems.length > 0)
        throw new MoveFailed(`${report.problems.length} tệp thiếu hoặc sai mã SHA-256.`);
      return;
    }
    let shown = 0;
    const report = await moveBlobsToObjects(target.db, objects, (so) => {
      if (so.moved - shown >= 100) {
        shown = so.moved;
        console.log(`  … ${so.moved} tệp (${megabytes(so.bytes)})`);
      }
    });
    console.log(
      `Đã chuyển ${report.moved} tệp (${megabytes(report.bytes)}) từ ${target.where} sang ` +
        `${objects.settings.endpoint}/${objects.settings.bucket}.`,
    );
    for (const f of report.failed) console.error(`  ${f.attachmentId} (${f.kind}): ${f.reason}`);
    if (report.failed.length > 0)
      throw new MoveFailed(`${report.failed.length} tệp giữ lại trong cơ sở dữ liệu (xem trên).`);
  } finally {
    objects.destroy();
    await target.close();
  }
}, [MoveFailed]);

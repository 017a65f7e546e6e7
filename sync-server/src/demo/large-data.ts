import { blockIdOf } from '@chungcu/mutations';
import type { Db } from '../db/database';
import { nextVersion } from '../sync/version-clock';

/** The blocks the bulk units are spread over. */
const BLOCKS = ['A', 'B', 'C'] as const;

export interface LargeDataSize {
  residents: number;
  apartments: number;
  inquiries: number;
}

/**
 * Fills the database in bulk (one statement per table, versions taken from the clock in one
 * step) with Vietnamese-looking rows shaped like real ones, for the client benchmark's sync, in
 * the complex named (default: the installation's first).
 */
export async function insertLargeData(
  db: Db,
  size: LargeDataSize,
  complexId?: string,
): Promise<void> {
  await db.transaction(async (trx) => {
    const first = await trx('complexes')
      .whereNull('deleted_at')
      .orderBy([{ column: 'created_at' }, { column: 'id' }])
      .first('id');
    const complex = complexId ?? (first?.id as string | undefined);
    if (!complex) throw new Error('no complex to fill: was the database migrated?');
    const [clock] = await trx('sync_clock')
      .where({ id: 1 })
      .increment('version', size.residents + size.apartments + size.inquiries)
      .returning<{ version: number }[]>('version');
    const start = Number(clock?.version) - (size.residents + size.apartments + size.inquiries);
    await trx.raw(
      `insert into residents (complex_id, id, first_name, last_name, id_card_number, email, phone, gender, occupation,
         status, move_in_date, version)
       select ?::uuid, gen_random_uuid(),
         (array['An','Bình','Chi','Dũng','Giang','Hà','Hùng','Lan','Minh','Ngọc','Phương','Quân','Thảo','Tú','Vy'])[1 + i % 15],
         (array['Nguyễn Văn','Trần Thị','Lê Hoàng','Phạm Minh','Hoàng Thị','Huỳnh Đức','Phan Thanh','Vũ Ngọc','Đặng Quốc','Bùi Thu'])[1 + (i / 15) % 10],
         lpad((79000000000 + i)::text, 12, '0'),
         'cu.dan.' || i || '@example.vn',
         '+849' || lpad(i::text, 8, '0'),
         (array['male','female'])[1 + i % 2],
         (array['Kỹ sư','Giáo viên','Bác sĩ','Kế toán','Kinh doanh'])[1 + i % 5],
         (array['active','active','active','inactive','pending'])[1 + i % 5],
         now() - (i || ' hours')::interval,
         ? + i
       from generate_series(1, ?) as i`,
      [complex, start, size.residents],
    );
    await trx.raw(
      `insert into apartments (complex_id, id, unit_number, building_block, floor, bedrooms, bathrooms, square_footage,
         monthly_rent, status, description, image_url, version)
       select ?::uuid, gen_random_uuid(),
         (array['A','B','C'])[1 + i % 3] || (1 + (i / 3) % 9) || '-' || (1 + (i / 27) % 30) || lpad((i % 100)::text, 2, '0') || '-' || i,
         (array['A','B','C'])[1 + i % 3], 1 + (i / 27) % 30, 1 + i % 3, 1 + i % 2, 45 + i % 80,
         (8000000 + (i % 35) * 500000)::numeric(10,2),
         (array['occupied','occupied','available','maintenance'])[1 + i % 4],
         'Căn hộ ' || (1 + i % 3) || ' phòng ngủ', '/api/placeholder/400/300', ? + i
       from generate_series(1, ?) as i`,
      [complex, start + size.residents, size.apartments],
    );
    await trx.raw(
      `insert into inquiries (complex_id, id, title, description, category, priority, status, created_by, version)
       select ?::uuid, gen_random_uuid(),
         (array['Rò rỉ nước nhà tắm','Mất điện hành lang','Tiếng ồn ban đêm','Đăng ký chỗ đỗ xe','Thang máy hỏng'])[1 + i % 5] || ' #' || i,
         'Cư dân phản ánh sự cố cần xử lý sớm, mã ' || i,
         (array['maintenance','complaint','general','security','parking'])[1 + i % 5],
         (array['low','medium','high','urgent'])[1 + i % 4],
         (array['new','in_progress','pending','completed','overdue'])[1 + i % 5],
         'admin-001', ? + i
       from generate_series(1, ?) as i`,
      [complex, start + size.residents + size.apartments, size.inquiries],
    );
    // The units' blocks as rows of the complex (S23), where it has none of that name yet.
    for (const name of BLOCKS) {
      const held = await trx('blocks')
        .where({ complex_id: complex })
        .whereNull('deleted_at')
        .whereRaw('upper(name) = ?', [name])
        .first('id');
      if (held) continue;
      const id = blockIdOf(complex, name);
      await trx('blocks').insert({
        id,
        complex_id: complex,
        name,
        version: await nextVersion(trx),
      });
    }
  });
}

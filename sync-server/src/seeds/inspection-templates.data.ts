import type { InspectionItem } from '@chungcu/contracts';

type Section = [section: string, items: [id: string, label: string, needsPhotoOnFail?: boolean][]];

/** Items from sections: each section's items in order, ids prefixed to stay unique. */
function checklist(sections: Section[]): InspectionItem[] {
  return sections.flatMap(([section, items]) =>
    items.map(([id, label, needsPhotoOnFail = false]) => ({
      id,
      section,
      label,
      needsPhotoOnFail,
    })),
  );
}

/**
 * The complex's three standard checklists: fixed ids, so every install and every
 * replica has the same ones and a second seeding finds them there. Items that matter for a
 * deposit or for safety need a photo when they fail.
 */
export const standardInspectionTemplates = [
  {
    id: '0193a5c0-0000-7000-8000-000000000001',
    name: 'Bàn giao khi nhận nhà',
    items: checklist([
      [
        'Cửa và khoá',
        [
          ['vao-cua-chinh', 'Cửa chính đóng mở êm, không cong vênh', true],
          ['vao-khoa', 'Khoá cửa chính và chìa khoá đủ bộ (2 chìa)'],
          ['vao-mat-than', 'Mắt thần, chuông cửa hoạt động'],
          ['vao-cua-so', 'Cửa sổ, chốt cửa sổ và lưới chống muỗi', true],
        ],
      ],
      [
        'Tường, trần, sàn',
        [
          ['vao-tuong', 'Tường không nứt, thấm, bong sơn', true],
          ['vao-tran', 'Trần không ố, thấm nước', true],
          ['vao-san', 'Sàn gạch/gỗ không bong, nứt, phồng', true],
          ['vao-len-tuong', 'Len chân tường đủ, không bong'],
        ],
      ],
      [
        'Điện',
        [
          ['vao-aptomat', 'Tủ điện, aptomat đóng ngắt bình thường'],
          ['vao-o-cam', 'Ổ cắm và công tắc các phòng hoạt động'],
          ['vao-den', 'Đèn chiếu sáng các phòng sáng đủ'],
          ['vao-cong-to-dien', 'Công tơ điện: ghi chỉ số bàn giao', true],
        ],
      ],
      [
        'Nước và vệ sinh',
        [
          ['vao-voi', 'Vòi nước bếp và lavabo không rò rỉ', true],
          ['vao-bon-cau', 'Bồn cầu xả nước bình thường', true],
          ['vao-thoat-san', 'Thoát sàn nhà tắm không đọng nước'],
          ['vao-binh-nong-lanh', 'Bình nóng lạnh hoạt động, có aptomat chống giật'],
          ['vao-cong-to-nuoc', 'Đồng hồ nước: ghi chỉ số bàn giao', true],
        ],
      ],
      [
        'Thiết bị và an toàn',
        [
          ['vao-dieu-hoa', 'Điều hoà chạy lạnh, không chảy nước', true],
          ['vao-bep', 'Bếp, máy hút mùi hoạt động'],
          ['vao-bao-khoi', 'Đầu báo khói trong căn hộ hoạt động'],
          ['vao-the-tu', 'Thẻ từ thang máy và thẻ xe đã bàn giao'],
        ],
      ],
    ]),
  },
  {
    id: '0193a5c0-0000-7000-8000-000000000002',
    name: 'Trả nhà',
    items: checklist([
      [
        'Cửa và khoá',
        [
          ['ra-cua-chinh', 'Cửa chính không hư hỏng, trầy xước', true],
          ['ra-chia-khoa', 'Đã nhận lại đủ chìa khoá và thẻ từ'],
          ['ra-cua-so', 'Cửa sổ, kính không nứt vỡ', true],
        ],
      ],
      [
        'Tường, trần, sàn',
        [
          ['ra-tuong', 'Tường không bẩn, không có lỗ khoan mới', true],
          ['ra-tran', 'Trần không thấm, ố', true],
          ['ra-san', 'Sàn không trầy, vỡ, bong', true],
        ],
      ],
      [
        'Điện nước',
        [
          ['ra-dien', 'Ổ cắm, công tắc, đèn còn nguyên và hoạt động'],
          ['ra-ve-sinh', 'Thiết bị vệ sinh không hư hỏng, không rò rỉ', true],
          ['ra-cong-to-dien', 'Chỉ số công tơ điện khi trả nhà', true],
          ['ra-cong-to-nuoc', 'Chỉ số đồng hồ nước khi trả nhà', true],
        ],
      ],
      [
        'Đồ đạc và vệ sinh',
        [
          ['ra-noi-that', 'Nội thất bàn giao còn đủ, không hư hỏng', true],
          ['ra-dieu-hoa', 'Điều hoà, bình nóng lạnh còn hoạt động'],
          ['ra-don-dep', 'Căn hộ đã dọn sạch, không để lại đồ'],
          ['ra-cong-no', 'Đã thanh toán hết phí dịch vụ, điện, nước'],
        ],
      ],
    ]),
  },
  {
    id: '0193a5c0-0000-7000-8000-000000000003',
    name: 'Kiểm tra an toàn định kỳ',
    items: checklist([
      [
        'Phòng cháy chữa cháy',
        [
          ['at-bao-khoi', 'Đầu báo khói, báo nhiệt hoạt động (bấm thử)', true],
          ['at-binh-chua-chay', 'Bình chữa cháy còn hạn, đủ áp suất', true],
          ['at-sprinkler', 'Đầu phun sprinkler không bị che chắn, sơn phủ'],
          ['at-loi-thoat', 'Lối thoát hiểm không bị chắn'],
        ],
      ],
      [
        'Điện',
        [
          ['at-tu-dien', 'Tủ điện không nóng, không có mùi khét', true],
          ['at-chong-giat', 'Aptomat chống giật (ELCB) nhảy khi bấm thử'],
          ['at-day-dien', 'Dây điện không hở, không nối tạm', true],
        ],
      ],
      [
        'Gas và nước',
        [
          ['at-gas', 'Bình gas, dây dẫn gas không rò rỉ, còn hạn', true],
          ['at-ro-ri-nuoc', 'Không rò rỉ nước ra căn hộ bên dưới', true],
        ],
      ],
      [
        'Ban công và cửa sổ',
        [
          ['at-lan-can', 'Lan can ban công chắc chắn, cao đủ 1,1 m', true],
          ['at-luoi-an-toan', 'Lưới/khung an toàn cửa sổ không hư hỏng', true],
          ['at-do-vat-ban-cong', 'Không để chậu cây, đồ vật dễ rơi trên lan can'],
        ],
      ],
    ]),
  },
] as const satisfies readonly { id: string; name: string; items: InspectionItem[] }[];

import {
  type InquiryCategory,
  type InquiryStatus,
  type Priority,
  inquiryCategories,
  inquiryStatuses,
  priorities,
} from '@chungcu/contracts';
import type { TemplateKey } from './workflow-data';

/** One demo inquiry as written below; `{floor}` and `{tower}` become the resident's own. */
export interface InquiryText {
  category: InquiryCategory;
  priority: Priority;
  status: InquiryStatus;
  /** Days since it was raised. */
  age: number;
  template: TemplateKey | null;
  /** Steps finished so far (in_progress / pending with a template). */
  stepsDone: number;
  /** Raised by the demo resident herself. */
  mine: boolean;
  title: string;
  description: string;
  response: string | null;
}

// category | priority | status | age (days) | template[:steps done] | mine | title | description | response
const TABLE = `
maintenance | high | completed | 62 | leak | - | Rò rỉ nước dưới bồn rửa bát | Ống xả dưới bồn rửa trong bếp bị rỉ nước, sàn tủ bếp ướt mỗi lần sử dụng. | Đã thay gioăng và ống xả mới, cư dân xác nhận không còn rò rỉ.
maintenance | urgent | in_progress | 6 | leak:2 | - | Trần nhà vệ sinh bị thấm nước | Trần nhà vệ sinh có vết ố và nhỏ giọt, nghi do đường ống căn hộ tầng trên bị rò rỉ. | Kỹ thuật đã xác định rò rỉ từ ống cấp nước căn tầng trên, đang thay ống.
maintenance | medium | new | 1 | - | - | Máy lạnh phòng ngủ không mát | Máy lạnh phòng ngủ chính chạy nhưng không ra hơi lạnh, dàn nóng có tiếng kêu lạ. | -
maintenance | low | completed | 45 | - | - | Bóng đèn hành lang tầng {floor} bị hỏng | Hai bóng đèn hành lang gần thang máy tầng {floor} không sáng, buổi tối đi lại rất tối. | Đã thay hai bóng đèn LED mới.
maintenance | urgent | overdue | 20 | - | - | Thang máy tòa {tower} dừng lệch tầng | Thang máy số 2 tòa {tower} thỉnh thoảng dừng lệch so với sàn khoảng 5 cm, rất dễ vấp ngã. | Đã báo đơn vị bảo trì thang máy, đang chờ lịch kiểm tra.
maintenance | high | pending | 12 | leak:2 | - | Vòi sen bị rỉ nước liên tục | Bộ trộn vòi sen phòng tắm nhỏ giọt cả ngày dù đã khóa chặt. | Cần thay bộ trộn mới, đang chờ nhà cung cấp giao hàng.
maintenance | medium | in_progress | 9 | - | - | Cửa ban công bị kẹt, khó đóng | Cửa kính trượt ra ban công bị kẹt ray, phải dùng nhiều lực mới đóng được. | Kỹ thuật đã kiểm tra, đang đặt bánh xe ray thay thế.
maintenance | urgent | completed | 75 | - | - | Ổ cắm phòng khách bị cháy xém | Ổ cắm gần ti vi có mùi khét và vết cháy xém, gia đình đã ngắt cầu dao khu vực đó. | Đã thay ổ cắm và kiểm tra lại toàn bộ đường dây phòng khách.
maintenance | high | overdue | 16 | - | - | Nước máy có màu vàng đục | Từ sáng nay nước máy trong căn hộ có màu vàng đục, đề nghị kiểm tra và vệ sinh bể chứa. | -
maintenance | high | completed | 33 | leak | x | Bồn cầu bị rò nước ở chân | Nước rỉ ra quanh chân bồn cầu, sàn nhà vệ sinh lúc nào cũng ướt. | Đã tháo bồn cầu, thay gioăng chân và trám lại keo chống thấm.
complaint | high | in_progress | 4 | noise:1 | - | Tiếng ồn karaoke vào buổi tối | Căn hộ tầng trên hát karaoke đến 23 giờ nhiều ngày liên tiếp, ảnh hưởng giấc ngủ của trẻ nhỏ. | -
complaint | medium | completed | 50 | noise | - | Tiếng khoan đục vào Chủ nhật | Căn hộ bên cạnh sửa chữa, khoan đục cả sáng Chủ nhật, trái với nội quy thi công. | Đã nhắc nhở đơn vị thi công, chỉ thi công từ 8 giờ đến 17 giờ ngày thường.
complaint | low | pending | 14 | - | - | Rác để ngoài hành lang qua đêm | Một số hộ để túi rác ngoài cửa qua đêm gây mùi hôi và thu hút gián. | Đã gửi thông báo nhắc nhở, chờ kiểm tra lại trong tuần.
complaint | medium | new | 2 | - | - | Chó nuôi sủa nhiều, không rọ mõm | Chó của một hộ tầng {floor} thường sủa lớn và được thả trong thang máy không rọ mõm. | -
complaint | medium | overdue | 30 | - | - | Khói thuốc lá từ ban công bên cạnh | Khói thuốc bay sang căn hộ mỗi tối, gia đình có người già bị hen suyễn. | -
complaint | medium | pending | 11 | noise:2 | - | Tiếng nhạc từ quán cà phê tầng trệt | Quán cà phê tầng trệt tòa {tower} mở nhạc lớn đến khuya, các tầng thấp nghe rất rõ. | Đã làm việc với chủ quán, chờ cam kết bằng văn bản về giờ mở nhạc.
general | medium | new | 1 | general | x | Đăng ký tạm trú cho người thân | Mẹ tôi từ quê lên ở cùng ba tháng, nhờ ban quản lý hướng dẫn thủ tục đăng ký tạm trú. | -
general | low | completed | 85 | - | - | Đề nghị lắp thêm ghế đá khu vui chơi | Khu vui chơi trẻ em chỉ có hai ghế, phụ huynh phải đứng chờ rất lâu. | Đã lắp thêm bốn ghế đá quanh khu vui chơi.
general | low | completed | 28 | general | - | Cập nhật số điện thoại liên hệ | Gia đình đổi số điện thoại, nhờ cập nhật lại trong hồ sơ cư dân. | Đã cập nhật số điện thoại mới vào hồ sơ.
general | medium | in_progress | 3 | general:1 | - | Hỏi về phí quản lý tháng này | Hóa đơn phí quản lý tháng này cao hơn tháng trước, đề nghị giải thích các khoản thu. | -
general | low | pending | 8 | - | - | Đăng ký phòng sinh hoạt cộng đồng | Xin đăng ký phòng sinh hoạt cộng đồng tối thứ Bảy để tổ chức sinh nhật cho con. | Đang chờ xác nhận lịch trống của phòng sinh hoạt.
security | high | in_progress | 5 | security:2 | - | Mất xe đạp ở tầng hầm | Xe đạp của con để ở khu xe đạp tầng hầm B1 bị mất dù đã khóa cẩn thận. | Bảo vệ đã trích xuất camera, đang lập biên bản.
security | medium | completed | 40 | security | - | Người lạ phát tờ rơi trong tòa nhà | Có người lạ gõ cửa từng căn để phát tờ rơi quảng cáo, không rõ vào bằng cách nào. | Đã siết chặt kiểm soát thẻ ra vào tại sảnh, nhắc bảo vệ ca trực.
security | high | new | 2 | - | - | Bình chữa cháy hành lang đã hết hạn | Bình chữa cháy cạnh cầu thang bộ tầng {floor} có tem kiểm định hết hạn từ năm ngoái. | -
security | urgent | completed | 55 | - | - | Cửa thoát hiểm bị khóa | Cửa thoát hiểm tầng {floor} tòa {tower} bị khóa bằng xích, rất nguy hiểm nếu có sự cố. | Đã tháo xích, quán triệt bảo vệ không khóa cửa thoát hiểm.
parking | medium | in_progress | 7 | parking:1 | x | Đăng ký chỗ đỗ ô tô mới mua | Gia đình mới mua ô tô, xin đăng ký một chỗ đỗ cố định ở tầng hầm. | -
parking | high | pending | 10 | - | - | Xe lạ đỗ vào chỗ đã đăng ký | Một ô tô không rõ chủ thường xuyên đỗ vào vị trí gia đình đã thuê ở tầng hầm B1. | Đã dán thông báo lên xe, chờ chủ xe liên hệ.
parking | low | completed | 22 | parking | - | Cấp lại thẻ xe máy bị mất | Tôi làm mất thẻ gửi xe máy, xin cấp lại thẻ mới. | Đã khóa thẻ cũ và cấp thẻ mới.
parking | medium | new | 0.3 | parking | - | Đăng ký gửi xe máy cho thành viên mới | Con tôi vừa có xe máy đi học, xin đăng ký thêm một thẻ gửi xe. | -
parking | medium | in_progress | 15 | - | - | Mái che bãi xe máy bị dột | Mái tôn khu để xe máy tầng trệt bị dột khi trời mưa, xe và yên xe bị ướt. | Đã liên hệ nhà thầu, dự kiến thay tấm lợp trong tuần này.
`;

const TEMPLATE_KEYS: readonly TemplateKey[] = ['leak', 'noise', 'parking', 'security', 'general'];

function oneOf<T extends string>(values: readonly T[], value: string | undefined): T {
  if (!values.includes(value as T)) throw new Error(`demo inquiry: unknown value ${value}`);
  return value as T;
}

/** The demo inquiries, parsed and checked against the contracts' enums when loaded. */
export const inquiryTexts: InquiryText[] = TABLE.trim()
  .split('\n')
  .map((line) => {
    const [category, priority, status, age, template, mine, title, description, response] = line
      .split('|')
      .map((cell) => cell.trim());
    const [key, done] = (template ?? '-').split(':');
    if (!title || !description) throw new Error(`demo inquiry: incomplete line ${line}`);
    return {
      category: oneOf(inquiryCategories.values, category),
      priority: oneOf(priorities.values, priority),
      status: oneOf(inquiryStatuses.values, status),
      age: Number(age),
      template: key === '-' ? null : oneOf(TEMPLATE_KEYS, key),
      stepsDone: Number(done ?? 0),
      mine: mine === 'x',
      title,
      description,
      response: response && response !== '-' ? response : null,
    };
  });

/**
 * OBJECT_STORAGE_URL: where attachment bytes go when an installation outgrows its database.
 *
 *   https://ACCESS_KEY:SECRET@s3.ap-southeast-1.amazonaws.com/chungcu-photos?region=ap-southeast-1
 *   http://minio:minio-secret@127.0.0.1:9000/chungcu-photos
 *   https://KEY:SECRET@ACCOUNT.r2.cloudflarestorage.com/chungcu-photos?region=auto
 *
 * The endpoint is the URL's origin, the bucket its first path segment (a further path is a key
 * prefix inside the bucket), the credentials its user and password (percent-encoded where they
 * hold `/`, `+` or `@`). Buckets are addressed by path (`endpoint/bucket/key`), which every
 * S3-compatible service speaks; `?style=virtual` asks for `bucket.endpoint/key` instead.
 * `publicUrl` is the origin devices reach the store at, when it differs from the server's.
 */
export interface ObjectStorageSettings {
  endpoint: string;
  /** The origin devices upload to and download from (the endpoint unless `?public=` says). */
  publicEndpoint: string;
  bucket: string;
  /** Keys start with this ('' or ending in '/'). */
  prefix: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

const fail = (why: string): never => {
  throw new Error(`OBJECT_STORAGE_URL không hợp lệ: ${why}`);
};

export function objectStorageFromUrl(value: string): ObjectStorageSettings {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return fail('ghi dạng https://KHÓA:BÍ_MẬT@máy-chủ/tên-bucket.');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    fail('địa chỉ phải bắt đầu bằng https:// (hoặc http:// trong mạng nội bộ).');
  const [bucket = '', ...rest] = url.pathname.split('/').filter(Boolean);
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    fail('thiếu tên bucket (chữ thường, số, dấu chấm hoặc gạch ngang) sau tên máy chủ.');
  if (!url.username || !url.password) fail('thiếu khóa truy cập và bí mật (KHÓA:BÍ_MẬT@).');
  const publicOrigin = url.searchParams.get('public');
  let publicEndpoint = url.origin;
  if (publicOrigin) {
    try {
      publicEndpoint = new URL(publicOrigin).origin;
    } catch {
      fail('tham số public= phải là một địa chỉ đầy đủ, vd. https://anh.congty.vn.');
    }
  }
  return {
    endpoint: url.origin,
    publicEndpoint,
    bucket,
    prefix: rest.length ? `${rest.join('/')}/` : '',
    region: url.searchParams.get('region') || 'us-east-1',
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
    forcePathStyle: url.searchParams.get('style') !== 'virtual',
  };
}

/** The origin a browser fetches the store's objects from (for the app's Content-Security-Policy). */
export function storageOrigin(settings: ObjectStorageSettings): string {
  if (settings.forcePathStyle) return settings.publicEndpoint;
  const url = new URL(settings.publicEndpoint);
  return `${url.protocol}//${settings.bucket}.${url.host}`;
}

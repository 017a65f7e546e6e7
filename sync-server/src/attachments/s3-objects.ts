import type { S3Client } from '@aws-sdk/client-s3';
import type { ObjectStorageSettings } from './object-storage-settings';

/** What the store says of an object without sending it. */
export interface ObjectHead {
  size: number;
  contentType: string | null;
  /** The store's own SHA-256 of the bytes (base64), where it keeps checksums; else null. */
  sha256Base64: string | null;
  metadata: Record<string, string>;
}

export interface PresignedRequest {
  url: string;
  /** Headers the request must carry exactly (they are part of the signature). */
  headers: Record<string, string>;
}

const hexToBase64 = (hex: string) => Buffer.from(hex, 'hex').toString('base64');

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
};

/**
 * One bucket of an S3-compatible store, through the AWS SDK's S3 client (AWS, Cloudflare R2,
 * Viettel's and FPT's object storage, MinIO, Garage alike). Loaded only when OBJECT_STORAGE_URL is
 * set: an installation on its database never imports the SDK.
 */
export async function connectObjects(settings: ObjectStorageSettings) {
  const sdk = await import('@aws-sdk/client-s3');
  const { getSignedUrl } = await import('@aws-sdk/s3-request-presigner');
  const options = {
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
    // Checksums only where we give one (SHA-256 of the declared bytes): the SDK's default CRC32
    // on every request is refused by stores that predate S3's flexible checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  } as const;
  const client: S3Client = new sdk.S3Client({ ...options, endpoint: settings.endpoint });
  // Devices reach the store at its public origin; the URLs they get are signed for that host.
  const signer: S3Client =
    settings.publicEndpoint === settings.endpoint
      ? client
      : new sdk.S3Client({ ...options, endpoint: settings.publicEndpoint });
  const Bucket = settings.bucket;
  const keyOf = (key: string) => `${settings.prefix}${key}`;

  return {
    settings,
    async put(
      key: string,
      bytes: Buffer,
      { contentType, sha256 }: { contentType: string; sha256: string },
    ): Promise<void> {
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: keyOf(key),
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
          ChecksumSHA256: hexToBase64(sha256),
          Metadata: { sha256 },
        }),
      );
    },

    async head(key: string): Promise<ObjectHead | null> {
      try {
        const answer = await client.send(
          new sdk.HeadObjectCommand({ Bucket, Key: keyOf(key), ChecksumMode: 'ENABLED' }),
        );
        return {
          size: Number(answer.ContentLength ?? 0),
          contentType: answer.ContentType ?? null,
          sha256Base64: answer.ChecksumSHA256?.split('-')[0] ?? null,
          metadata: answer.Metadata ?? {},
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    /** The object's bytes as they arrive (a stream: never one value in memory), or null. */
    async stream(key: string, range?: { first: number; last: number }) {
      try {
        const answer = await client.send(
          new sdk.GetObjectCommand({
            Bucket,
            Key: keyOf(key),
            Range: range ? `bytes=${range.first}-${range.last}` : undefined,
          }),
        );
        return answer.Body as unknown as AsyncIterable<Uint8Array>;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    /** A copy inside the bucket (the store moves the bytes), with the metadata given. */
    async copy(
      from: string,
      to: string,
      { contentType, sha256 }: { contentType: string; sha256: string },
    ): Promise<boolean> {
      try {
        await client.send(
          new sdk.CopyObjectCommand({
            Bucket,
            Key: keyOf(to),
            CopySource: `${Bucket}/${keyOf(from)
              .split('/')
              .map((part) => encodeURIComponent(part))
              .join('/')}`,
            MetadataDirective: 'REPLACE',
            ContentType: contentType,
            Metadata: { sha256 },
          }),
        );
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async remove(...keys: string[]): Promise<void> {
      for (const key of keys) {
        await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
      }
    },

    /** Every key under `under` (without the installation's prefix). */
    async *list(under: string): AsyncGenerator<string> {
      let token: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({
            Bucket,
            Prefix: keyOf(under),
            ContinuationToken: token,
          }),
        );
        for (const item of page.Contents ?? [])
          if (item.Key) yield item.Key.slice(settings.prefix.length);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },

    /**
     * A PUT a device may make once, for `expiresIn` seconds: its length, type and SHA-256 are
     * signed, so a store that keeps checksums refuses any other bytes itself.
     */
    async presignPut(
      key: string,
      { size, contentType, sha256 }: { size: number; contentType: string; sha256: string },
      expiresIn: number,
    ): Promise<PresignedRequest> {
      const checksum = hexToBase64(sha256);
      const url = await getSignedUrl(
        signer,
        new sdk.PutObjectCommand({
          Bucket,
          Key: keyOf(key),
          ContentType: contentType,
          ContentLength: size,
          ChecksumSHA256: checksum,
        }),
        { expiresIn, signableHeaders: new Set(['content-type']) },
      );
      // The checksum travels in the signed query (the SDK hoists it there); the type as a header.
      return { url, headers: { 'Content-Type': contentType } };
    },

    /** A GET a device may make for `expiresIn` seconds, answered with these headers. */
    async presignGet(
      key: string,
      answer: { contentType: string; disposition: string; cacheControl: string },
      expiresIn: number,
    ): Promise<string> {
      return getSignedUrl(
        signer,
        new sdk.GetObjectCommand({
          Bucket,
          Key: keyOf(key),
          ResponseContentType: answer.contentType,
          ResponseContentDisposition: answer.disposition,
          ResponseCacheControl: answer.cacheControl,
        }),
        { expiresIn },
      );
    },

    destroy: () => {
      client.destroy();
      if (signer !== client) signer.destroy();
    },
  };
}
export type Objects = Awaited<ReturnType<typeof connectObjects>>;

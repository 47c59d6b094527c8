// An S3-protocol server (s3rver, file-backed) in a process of its own, for the tests: started
// with --openssl-legacy-provider, since s3rver seals its ListObjectsV2 continuation tokens with DES.
// Arguments: the folder to keep objects in, the buckets to create (comma-separated).
// Prints {"port": N} once it listens; ends on SIGTERM.
import S3rver from 's3rver';

const [directory, buckets] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  directory,
  silent: true,
  configureBuckets: (buckets ?? '').split(',').map((name) => ({ name })),
});
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.on('SIGTERM', () => process.exit(0));

#include "storage/sigv4.h"

#include <gtest/gtest.h>

namespace aplauso::storage {
namespace {

// AWS's published example of a presigned GET ("Authenticating Requests: Using Query Parameters",
// Amazon S3 API Reference): bucket examplebucket, key test.txt, 2013-05-24T00:00:00Z, 86400 s.
TEST(UnitSigV4, MatchesAwsPublishedPresignedUrlExample) {
  S3Location where;
  where.host = "examplebucket.s3.amazonaws.com";
  where.region = "us-east-1";
  where.access_key_id = "AKIAIOSFODNN7EXAMPLE";
  where.secret_access_key = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY";
  const std::string url = presign_url(where, "GET", "test.txt", 1369353600, 86400);
  EXPECT_EQ(url,
            "https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256"
            "&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request"
            "&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host"
            "&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404");
}

TEST(UnitSigV4, EncodesKeysAndPathStyle) {
  EXPECT_EQ(uri_encode("a b/c~d", true), "a%20b/c~d");
  EXPECT_EQ(uri_encode("a/b", false), "a%2Fb");
  EXPECT_EQ(amz_date(0), "19700101T000000Z");
  S3Location where;
  where.scheme = "http";
  where.host = "minio.local:9000";
  where.path_prefix = "/uploads";
  where.region = "us-east-1";
  where.access_key_id = "k";
  where.secret_access_key = "s";
  EXPECT_TRUE(presign_url(where, "PUT", "x.png", 0, 60)
                  .starts_with("http://minio.local:9000/uploads/x.png?"));
}

}  // namespace
}  // namespace aplauso::storage

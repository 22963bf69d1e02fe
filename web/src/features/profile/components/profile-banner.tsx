import Box from '@mui/material/Box';

export type ProfileBannerProps = {
  /** The person's background (`background_image_url`); none: a neutral gradient. */
  url?: string | null;
  /** Narrower than its container (a preview). */
  maxWidth?: number;
};

/** The wide (4:1) background at the top of a profile. Decorative: hidden from screen readers. */
export function ProfileBanner({ url, maxWidth }: ProfileBannerProps) {
  return (
    <Box
      aria-hidden
      data-testid="profile-banner"
      sx={(theme) => ({
        width: '100%',
        maxWidth,
        aspectRatio: '4 / 1',
        borderRadius: 2,
        overflow: 'hidden',
        backgroundImage: `linear-gradient(135deg, ${theme.palette.grey[100]} 0%, ${theme.palette.grey[300]} 100%)`,
      })}
    >
      {url ? (
        <Box
          component="img"
          src={url}
          alt=""
          sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : null}
    </Box>
  );
}

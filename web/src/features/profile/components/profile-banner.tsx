import Box from '@mui/material/Box';

export type ProfileBannerProps = {
  /** The person's background (`background_image_url`); none: a neutral gradient. */
  url?: string | null;
  /** Narrower than its container (a preview). */
  maxWidth?: number;
  /** Width ÷ height: 4 for the background, about 1.9 for the birthday image's preview. */
  aspect?: number;
};

/** The wide (4:1) background at the top of a profile, or another wide picture's preview.
 *  Decorative: hidden from screen readers. */
export function ProfileBanner({ url, maxWidth, aspect = 4 }: ProfileBannerProps) {
  return (
    <Box
      aria-hidden
      data-testid="profile-banner"
      sx={(theme) => ({
        width: '100%',
        maxWidth,
        aspectRatio: String(aspect),
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

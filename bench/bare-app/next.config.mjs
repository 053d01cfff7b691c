/** The bare page builds into its own folder, beside nothing else. */
const config = { poweredByHeader: false };

export default config;

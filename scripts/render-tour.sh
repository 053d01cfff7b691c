#!/usr/bin/env bash
# Renders the video tour from the site's own illustrations (public/slides), so the tour plays from the
# site itself with no third-party player: six scenes of 7 s, each a slow push-in, joined by 1 s
# crossfades (37 s in all), written as WebM (VP9, 400 kbit/s) and MP4 (H.264, for Safari) at 1280×720 with a poster.
# Run it again after changing a slide: `bash scripts/render-tour.sh`. Needs Debian's ffmpeg (installed
# here when missing).
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v ffmpeg >/dev/null; then
  sudo=""; [ "$(id -u)" = "0" ] || sudo="sudo"
  $sudo apt-get update -qq && $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ffmpeg >/dev/null
fi

scenes=(exterior building ground pool rooftop floor-plan)
seconds=7
fade=1
fps=25
out=public/tour
mkdir -p "$out"

inputs=()
filters=""
for i in "${!scenes[@]}"; do
  # One still per scene: zoompan makes the scene's frames from it (a looped input would multiply them).
  inputs+=(-i "public/slides/${scenes[$i]}.jpg")
  # A gentle push-in from the whole picture to 110 %, centred: movement without hiding anything.
  filters+="[$i:v]scale=2560:1440,zoompan=z='min(1+0.1*on/($seconds*$fps),1.1)':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=$((seconds * fps)):s=1280x720:fps=$fps,format=yuv420p,setsar=1[s$i];"
done
previous="s0"
offset=$((seconds - fade))
for ((i = 1; i < ${#scenes[@]}; i++)); do
  filters+="[$previous][s$i]xfade=transition=fade:duration=$fade:offset=$offset[x$i];"
  previous="x$i"
  offset=$((offset + seconds - fade))
done
filters="${filters%;}"

ffmpeg -hide_banner -loglevel error -y "${inputs[@]}" -filter_complex "$filters" -map "[$previous]" \
  -c:v libvpx-vp9 -b:v 400k -row-mt 1 -deadline good -cpu-used 5 -an "$out/tour.webm"
ffmpeg -hide_banner -loglevel error -y -i "$out/tour.webm" \
  -c:v libx264 -preset slow -crf 30 -profile:v main -pix_fmt yuv420p -movflags +faststart -an "$out/tour.mp4"
# The poster is the tour's first frame, so nothing jumps when it starts.
ffmpeg -hide_banner -loglevel error -y -i "$out/tour.webm" -frames:v 1 -q:v 4 "$out/tour-poster.jpg"

for file in "$out"/tour.webm "$out"/tour.mp4 "$out"/tour-poster.jpg; do
  printf '%s  %s bytes\n' "$file" "$(stat -c %s "$file")"
done

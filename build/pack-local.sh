#!/usr/bin/env bash
# Packs every package of the repository (LogPerf, LogPerf.Appenders, and any other packable project of
# LogPerf.slnx) into a local folder, then says how a project consumes them from there.
#
#   build/pack-local.sh [FOLDER] [VERSION]      # defaults: artifacts/packages, 0.1.0-local.<UTC time>
set -euo pipefail
cd "$(dirname "$0")/.."

folder="$(mkdir -p "${1:-artifacts/packages}" && cd "${1:-artifacts/packages}" && pwd)"
version="${2:-0.1.0-local.$(date -u +%Y%m%d%H%M%S)}"

dotnet pack LogPerf.slnx -c Release -o "$folder" "-p:Version=$version"

echo
echo "Packed $version into $folder:"
ls -1 "$folder" | grep -F ".$version.nupkg" | sed 's/^/  /'
echo
echo "In a project that uses log4net:"
echo "  dotnet add package LogPerf.Appenders --version $version --source $folder   # appenders + analyzers + fixes"
echo "  dotnet add package LogPerf --version $version --source $folder             # analyzers + fixes only"

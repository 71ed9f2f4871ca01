#!/usr/bin/env bash
# Packs every package of the repository (LogPerf, LogPerf.Appenders, LogPerf.Tool, and any other packable project
# of LogPerf.slnx) into a local folder, then prints the commands that consume them from there, ready to run: the
# version is a prerelease, which dotnet tool install finds only when it is named (--version) or asked for
# (--prerelease).
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
echo "In a project that uses log4net or NLog (run there):"
echo "  dotnet add package LogPerf.Appenders --version $version --source \"$folder\"   # log4net: appenders + analyzers + fixes"
echo "  dotnet add package LogPerf --version $version --source \"$folder\"             # analyzers + fixes only"
echo
echo "The logperf command, in a folder of its own, then on the PATH (add the export to your shell profile to keep it):"
echo "  dotnet tool install LogPerf.Tool --version $version --tool-path ~/.logperf --add-source \"$folder\""
echo '  export PATH="$HOME/.logperf:$PATH"'
echo "(A folder that holds an older logperf: dotnet tool update with the same arguments.)"

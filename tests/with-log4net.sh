#!/usr/bin/env bash
# Runs the tests that need the real log4net assembly: the analyzers' positive tests, the package end-to-end
# build with log4net referenced, and the bundled appenders' tests (with a real rsyslogd on loopback).
# This project's build machines cannot restore the log4net package, so CI (.ci/run) does not run these.
#
#   tests/with-log4net.sh                        # where nuget.org serves log4net: restores it (3.3.2)
#   tests/with-log4net.sh /path/to/log4net.dll   # any log4net build, e.g. 2.0.17 or 3.3.2
set -uo pipefail
cd "$(dirname "$0")/.."

args=()
if [ $# -gt 0 ]; then
  args=("-p:Log4NetAssembly=$(realpath "$1")")
fi

# The syslog appender's tests start their own rsyslogd (no root needed to run it).
if ! command -v rsyslogd >/dev/null 2>&1 && [ ! -x /usr/sbin/rsyslogd ]; then
  sudo=""; [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -q && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends rsyslog
fi

status=0
dotnet test tests/LogPerf.Log4Net.Tests -c Release "${args[@]}" || status=1
dotnet test tests/LogPerf.Appenders.Tests -c Release "${args[@]}" || status=1
exit $status

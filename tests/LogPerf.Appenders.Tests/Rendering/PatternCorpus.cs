using System.Collections.Generic;

namespace LogPerf.Appenders.Tests.Rendering
{
    /// <summary>
    /// Conversion patterns for the differential test: every converter name log4net predefines, every format modifier
    /// (min width, left align, max width = keep the last characters), options, literals and odd input.
    /// </summary>
    internal static class PatternCorpus
    {
        public const string SeedPattern = "%date{ISO8601} [%-5level] [%2thread] %logger{1} - %message%newline%exception";

        public static readonly IReadOnlyList<string> Patterns = new[]
        {
            SeedPattern,
            "%message%newline",
            "%m%n",
            "%date{yyyy-MM-dd HH:mm:ss,fff} [%thread] %-5level %logger - %message%newline",
            "%-5level|%5level|%.3level|%-7.2p|%p%n",
            "%logger|%c|%.30logger|%.5c|%-40logger|%40logger|%n",
            "%logger{1}|%logger{2}|%c{3}|%logger{0}|%logger{-1}|%logger{x}|%logger{ 2 }|%logger{2.0}|%logger{}|%n",
            "%date|%d|%date{ISO8601}|%date{iso8601}|%d{ABSOLUTE}|%date{DATE}|%date{absolute}|%n",
            "%date{HH:mm:ss,fff}|%date{yyyyMMdd}|%date{dd MMM yyyy HH:mm:ss.ffff}|%date{fffffff}|%date{FFF}|%date{tt hh}|%date{'quoted' yyyy}|%n",
            "%date{yyyy-MM-dd HH:mm:ss.fff zzz}|%date{o}|%date{u}|%date{s}|%date{K}|%date{%d}|%n",
            "%utcdate|%utcdate{ABSOLUTE}|%utcDate{yyyyMMdd HHmmss}|%UtcDate{DATE}|%utcdate{o}|%utcdate{zzz K}|%n",
            "%-30date|%30utcdate|%.10date|%-12.5d{ABSOLUTE}|%n",
            "%thread|%t|%-20thread|%20t|%.2thread|%n",
            "%timestamp|%r|%-10r|%10timestamp|%.2r|%n",
            "%property{x}|%P{x}|%X{x}|%mdc{x}|%property{missing}|%property{n}|%-12property{x}|%.3P{x}|%property{log4net:HostName}|%n",
            "%properties|%property|%P|%X|%mdc|%n",
            "%exception",
            "%message%newline%exception",
            "[%exception{message}] [%exception{source}] [%exception{stacktrace}] [%exception{targetsite}] [%exception{helplink}] [%exception{other}]%n",
            "%-40exception{message}|%.20exception|%n",
            "%message|%-20message|%20m|%.5message|%10.20m|%-10.20message|%.0m|%0m|%-0m|%n",
            "%newline{DOS}x%n{UNIX}y%newline{other}z%n",
            "literal only, no conversions",
            "100%% done %%%n",
            "%literal|%n",
            "%x|%ndc|%-10x|%n",
            "%a|%appdomain|%u|%identity|%w|%username|%-10a|%n",
            "%l|%location|%F|%file|%L|%line|%M|%method|%n",
            "%C|%class|%type|%C{1}|%type{2}|%n",
            "%stacktrace{2}|%stacktracedetail{2}|%n",
            "%Level%Logger%Message|%messagex|%foo|%n",
            "trailing %",
            "dash %- and dot %. and brace %{x} and %-.5 and %5%n",
            "%{x}%n",
            "",
            "%m%n%m%n",
            "ünïcödé ✓ 日本 😀 %message%n",
            "%custom|%custom{opt}|%-12custom{opt}|%.2custom|%n",
            "%message|%n",
        };
    }
}

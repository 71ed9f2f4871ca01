using System;
using System.Collections;
using System.Collections.Generic;
using System.Data;
using System.Data.Common;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Text;

namespace LogPerf.FixSafety.Runner
{
    /// <summary>
    /// The database an AdoNetAppender writes to in a run: every command executed becomes one line of
    /// capture/adonet.txt, its text and each parameter's value as the appender rendered it. Commit and rollback are
    /// recorded too, so a lost transaction shows.
    /// </summary>
    public sealed class RecordingConnection : DbConnection
    {
        private static readonly object Gate = new object();
        private ConnectionState _state = ConnectionState.Closed;

        public static string? Output { get; set; }

        [System.Diagnostics.CodeAnalysis.AllowNull]
        public override string ConnectionString { get; set; } = string.Empty;

        public override string Database => "recording";

        public override string DataSource => "recording";

        public override string ServerVersion => "1.0";

        public override ConnectionState State => _state;

        public override void ChangeDatabase(string databaseName)
        {
        }

        public override void Close() => _state = ConnectionState.Closed;

        public override void Open() => _state = ConnectionState.Open;

        internal static void Record(string line)
        {
            lock (Gate)
            {
                File.AppendAllText(Output!, line.Replace("\r", "\\r", StringComparison.Ordinal).Replace("\n", "\\n", StringComparison.Ordinal) + "\n");
            }
        }

        protected override DbTransaction BeginDbTransaction(IsolationLevel isolationLevel) => new RecordingTransaction(this);

        protected override DbCommand CreateDbCommand() => new RecordingCommand { Connection = this };

        private sealed class RecordingTransaction : DbTransaction
        {
            private readonly RecordingConnection _connection;

            public RecordingTransaction(RecordingConnection connection) => _connection = connection;

            public override IsolationLevel IsolationLevel => IsolationLevel.ReadCommitted;

            protected override DbConnection DbConnection => _connection;

            public override void Commit() => Record("COMMIT");

            public override void Rollback() => Record("ROLLBACK");
        }

        private sealed class RecordingCommand : DbCommand
        {
            private readonly RecordingParameters _parameters = new RecordingParameters();

            [System.Diagnostics.CodeAnalysis.AllowNull]
            public override string CommandText { get; set; } = string.Empty;

            public override int CommandTimeout { get; set; }

            public override CommandType CommandType { get; set; }

            public override bool DesignTimeVisible { get; set; }

            public override UpdateRowSource UpdatedRowSource { get; set; }

            protected override DbConnection? DbConnection { get; set; }

            protected override DbParameterCollection DbParameterCollection => _parameters;

            protected override DbTransaction? DbTransaction { get; set; }

            public override void Cancel()
            {
            }

            public override int ExecuteNonQuery()
            {
                var line = new StringBuilder(CommandText);
                foreach (var parameter in _parameters.Items)
                {
                    line.Append(" | ").Append(parameter.ParameterName).Append('=').Append(Convert.ToString(parameter.Value, CultureInfo.InvariantCulture));
                }

                Record(line.ToString());
                return 1;
            }

            public override object? ExecuteScalar() => ExecuteNonQuery();

            public override void Prepare()
            {
            }

            protected override DbParameter CreateDbParameter() => new RecordingParameter();

            protected override DbDataReader ExecuteDbDataReader(CommandBehavior behavior) => throw new NotSupportedException("The recording database only takes commands.");
        }

        private sealed class RecordingParameter : DbParameter
        {
            public override DbType DbType { get; set; }

            public override ParameterDirection Direction { get; set; }

            public override bool IsNullable { get; set; }

            [System.Diagnostics.CodeAnalysis.AllowNull]
            public override string ParameterName { get; set; } = string.Empty;

            public override int Size { get; set; }

            [System.Diagnostics.CodeAnalysis.AllowNull]
            public override string SourceColumn { get; set; } = string.Empty;

            public override bool SourceColumnNullMapping { get; set; }

            public override object? Value { get; set; }

            public override byte Precision { get; set; }

            public override byte Scale { get; set; }

            public override void ResetDbType()
            {
            }
        }

        private sealed class RecordingParameters : DbParameterCollection
        {
            public List<DbParameter> Items { get; } = new List<DbParameter>();

            public override int Count => Items.Count;

            public override object SyncRoot => Items;

            public override int Add(object value)
            {
                Items.Add((DbParameter)value);
                return Items.Count - 1;
            }

            public override void AddRange(Array values) => Items.AddRange(values.Cast<DbParameter>());

            public override void Clear() => Items.Clear();

            public override bool Contains(object value) => Items.Contains((DbParameter)value);

            public override bool Contains(string value) => IndexOf(value) >= 0;

            public override void CopyTo(Array array, int index) => ((ICollection)Items).CopyTo(array, index);

            public override IEnumerator GetEnumerator() => Items.GetEnumerator();

            public override int IndexOf(object value) => Items.IndexOf((DbParameter)value);

            public override int IndexOf(string parameterName) => Items.FindIndex(p => p.ParameterName == parameterName);

            public override void Insert(int index, object value) => Items.Insert(index, (DbParameter)value);

            public override void Remove(object value) => Items.Remove((DbParameter)value);

            public override void RemoveAt(int index) => Items.RemoveAt(index);

            public override void RemoveAt(string parameterName) => Items.RemoveAt(IndexOf(parameterName));

            protected override DbParameter GetParameter(int index) => Items[index];

            protected override DbParameter GetParameter(string parameterName) => Items[IndexOf(parameterName)];

            protected override void SetParameter(int index, DbParameter value) => Items[index] = value;

            protected override void SetParameter(string parameterName, DbParameter value) => Items[IndexOf(parameterName)] = value;
        }
    }
}

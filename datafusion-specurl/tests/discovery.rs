//! What a user finds in a session: `SHOW FUNCTIONS` and
//! `information_schema` list every function with its description, each
//! function's documented example gives its documented result, and the
//! DataFrame API's expression builders call the same functions as SQL.

use std::collections::BTreeMap;
use std::sync::Arc;

use datafusion::arrow::array::{Array, ArrayRef, AsArray, RecordBatch, StringArray};
use datafusion::arrow::compute::cast;
use datafusion::arrow::datatypes::{DataType, Field, Schema};
use datafusion::arrow::util::pretty::pretty_format_batches;
use datafusion::logical_expr::ScalarUDF;
use datafusion::prelude::{col, lit, SessionContext};
use datafusion_specurl::{context, expr_fn, functions, udf};

/// The first column of every row of `sql`'s result as strings, with the
/// second alongside.
async fn pairs(ctx: &SessionContext, sql: &str) -> Vec<(String, Option<String>)> {
    let batches = ctx.sql(sql).await.unwrap().collect().await.unwrap();
    let mut out = Vec::new();
    for b in batches {
        let a = cast(b.column(0), &DataType::Utf8).unwrap();
        let z = cast(b.column(1), &DataType::Utf8).unwrap();
        let (a, z) = (a.as_string::<i32>(), z.as_string::<i32>());
        for row in 0..b.num_rows() {
            out.push((
                a.value(row).to_owned(),
                z.is_valid(row).then(|| z.value(row).to_owned()),
            ));
        }
    }
    out
}

#[tokio::test]
async fn every_documented_example_gives_its_documented_result() {
    let ctx = context().unwrap();
    assert_eq!(functions().len(), specurl_arrow::catalog::functions().len());
    let mut wrong = Vec::new();
    for f in functions() {
        let name = f.name();
        let doc = f
            .documentation()
            .unwrap_or_else(|| panic!("{name}: no documentation"));
        assert!(doc.description.len() > 20, "{name}: {}", doc.description);
        assert!(
            doc.syntax_example.starts_with(&format!("{name}(")),
            "{name}"
        );
        let arguments = doc.arguments.as_ref().unwrap();
        // Each argument of the syntax is described, in order.
        let syntax_args: Vec<&str> = doc.syntax_example[name.len() + 1..]
            .trim_end_matches(')')
            .split([',', '[', ']', ' '])
            .filter(|a| !a.is_empty())
            .collect();
        let described: Vec<&str> = arguments.iter().map(|(a, _)| a.as_str()).collect();
        assert_eq!(syntax_args, described, "{name}");
        let example = doc.sql_example.as_deref().unwrap();
        let mut lines = example.lines();
        assert_eq!(lines.next(), Some("```sql"), "{name}");
        let sql = lines.next().unwrap().strip_prefix("> ").unwrap();
        assert!(sql.contains(&format!("{name}(")), "{name}: {sql}");
        let want: Vec<&str> = lines.take_while(|l| *l != "```").collect();
        let batches = ctx
            .sql(sql.trim_end_matches(';'))
            .await
            .unwrap_or_else(|e| panic!("{name}: {sql}: {e}"))
            .collect()
            .await
            .unwrap();
        let got = pretty_format_batches(&batches).unwrap().to_string();
        if got.lines().collect::<Vec<_>>() != want {
            wrong.push(format!("{name}: {sql}\n{got}"));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[tokio::test]
async fn show_functions_lists_every_function_with_its_description() {
    let ctx = context().unwrap();
    let batches = ctx
        .sql("SHOW FUNCTIONS")
        .await
        .unwrap()
        .collect()
        .await
        .unwrap();
    let mut shown = BTreeMap::new();
    for b in &batches {
        let name = cast(b.column_by_name("function_name").unwrap(), &DataType::Utf8).unwrap();
        let description = cast(b.column_by_name("description").unwrap(), &DataType::Utf8).unwrap();
        let (name, description) = (name.as_string::<i32>(), description.as_string::<i32>());
        for row in 0..b.num_rows() {
            let d = description
                .is_valid(row)
                .then(|| description.value(row).to_owned());
            shown.insert(name.value(row).to_owned(), d);
        }
    }
    for f in functions() {
        let doc = f.documentation().unwrap();
        assert_eq!(
            shown.get(f.name()),
            Some(&Some(doc.description.clone())),
            "{}",
            f.name()
        );
    }
    let routines = pairs(
        &ctx,
        "SELECT DISTINCT routine_name, syntax_example FROM information_schema.routines
         WHERE routine_name = 'url_registrable_domain'",
    )
    .await;
    assert_eq!(
        routines,
        [(
            "url_registrable_domain".to_owned(),
            Some("url_registrable_domain(url [, base] [, section])".to_owned())
        )]
    );
}

#[tokio::test]
async fn the_expression_builders_call_the_sql_functions() {
    let ctx = context().unwrap();
    let urls = [
        Some("https://www.example.co.uk/a?page=2"),
        None,
        Some("not a url"),
        Some("http://[::1]/?page=x"),
    ];
    let schema = Arc::new(Schema::new(vec![Field::new("u", DataType::Utf8, true)]));
    let column: ArrayRef = Arc::new(StringArray::from(urls.to_vec()));
    ctx.register_batch("t", RecordBatch::try_new(schema, vec![column]).unwrap())
        .unwrap();
    let df = ctx
        .table("t")
        .await
        .unwrap()
        .select(vec![
            expr_fn::url_hostname(col("u")).alias("a"),
            expr_fn::url_registrable_domain(col("u")).alias("b"),
            expr_fn::url_search_param(col("u"), lit("page")).alias("c"),
            expr_fn::url_join(lit("https://example.com/x/"), col("u")).alias("d"),
            udf::url_hostname()
                .call(vec![lit("../y"), col("u")])
                .alias("e"),
        ])
        .unwrap();
    let built = pretty_format_batches(&df.collect().await.unwrap())
        .unwrap()
        .to_string();
    let sql = "SELECT url_hostname(u) AS a, url_registrable_domain(u) AS b,
        url_search_param(u, 'page') AS c, url_join('https://example.com/x/', u) AS d,
        url_hostname('../y', u) AS e FROM t";
    let batches = ctx.sql(sql).await.unwrap().collect().await.unwrap();
    let by_sql = pretty_format_batches(&batches).unwrap().to_string();
    assert_eq!(built, by_sql);
    assert!(
        built.contains("| www.example.co.uk | example.co.uk | 2 "),
        "{built}"
    );
}

#[test]
fn a_function_equals_itself_and_no_other() {
    let again = ScalarUDF::new_from_impl(datafusion_specurl::url_component::UrlHostname::default());
    assert_eq!(*udf::url_hostname(), again);
    assert_ne!(*udf::url_host(), again);
    let mut names: Vec<String> = functions().iter().map(|f| f.name().to_owned()).collect();
    names.sort();
    names.dedup();
    assert_eq!(names.len(), functions().len());
    for (i, f) in functions().iter().enumerate() {
        for (j, g) in functions().iter().enumerate() {
            assert_eq!(f == g, i == j, "{} {}", f.name(), g.name());
        }
    }
}

/// The parameters a function's documented syntax names, and how many of
/// them are required: `url_port(url [, base])` is `(["url", "base"], 1)`.
fn documented_params(f: &ScalarUDF) -> (Vec<String>, usize) {
    let syntax = &f.documentation().unwrap().syntax_example;
    let inside = &syntax[syntax.find('(').unwrap() + 1..syntax.rfind(')').unwrap()];
    let required = inside
        .split('[')
        .next()
        .unwrap()
        .split(',')
        .filter(|p| !p.trim().is_empty())
        .count();
    let params = inside
        .split([',', '[', ']'])
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .map(str::to_owned)
        .collect();
    (params, required)
}

/// Every SQL function has its twin in `specurl_arrow::catalog`, which
/// the Python package, DuckDB and Polars register from: the same name,
/// the same parameters, and the same result type for every number of
/// arguments, over columns of each string layout. And the catalog has
/// nothing SQL lacks.
#[test]
fn every_sql_function_has_its_twin_in_the_catalog() {
    use specurl_arrow::catalog;
    for udf in functions() {
        let twin = catalog::function(udf.name())
            .unwrap_or_else(|| panic!("{} has no twin in specurl_arrow::catalog", udf.name()));
        assert_eq!(twin.name(), udf.name());
        let (params, required) = documented_params(&udf);
        assert_eq!(
            (twin.params(), twin.required()),
            (
                params
                    .iter()
                    .map(String::as_str)
                    .collect::<Vec<_>>()
                    .as_slice(),
                required
            ),
            "{}",
            udf.name()
        );
        for string in [DataType::Utf8, DataType::LargeUtf8, DataType::Utf8View] {
            for n in required..=params.len() {
                let types: Vec<DataType> = params[..n]
                    .iter()
                    .map(|p| match p.as_str() {
                        "patterns" => DataType::new_list(string.clone(), true),
                        _ => string.clone(),
                    })
                    .collect();
                #[allow(deprecated)]
                let sql = udf.return_type(&types).unwrap();
                assert_eq!(twin.return_type(&types), sql, "{}{types:?}", udf.name());
            }
        }
    }
    for twin in catalog::functions() {
        assert!(
            functions().iter().any(|f| f.name() == twin.name()),
            "{} is in the catalog and not in SQL",
            twin.name()
        );
    }
}

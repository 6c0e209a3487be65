//! `url_pattern_exec(url, pattern)`: the groups of the URL's match with
//! the WHATWG URL pattern (`URLPattern.exec`), in the order of the
//! components (protocol to hash) and of the groups in each, as
//! `List<Struct{component, name, value}>` (`value` NULL for a group that
//! matched nothing); NULL when the URL does not parse or does not match,
//! or the pattern is not valid.

use std::sync::Arc;

use datafusion::arrow::array::{ArrayRef, ListArray, StringBuilder, StructArray};
use datafusion::arrow::buffer::{NullBuffer, OffsetBuffer};
use datafusion::arrow::datatypes::{DataType, Field, Fields};
use datafusion::logical_expr::Signature;
use specurl::url_pattern::ComponentName;
use specurl::Url;
use specurl_arrow::Result;

use crate::common::{doc, scalar_udf, strings, Arg, Column, Rows};
use crate::url_pattern_compiled::Compiled;
use crate::url_pattern_test::PATTERN_ARGS;

fn group() -> Fields {
    Fields::from(vec![
        Field::new("component", DataType::Utf8, false),
        Field::new("name", DataType::Utf8, false),
        Field::new("value", DataType::Utf8, true),
    ])
}

fn item() -> Arc<Field> {
    Arc::new(Field::new("item", DataType::Struct(group()), false))
}

/// `url_pattern_exec(url, pattern)`: the groups of the URL's match.
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct UrlPatternExec {
    signature: Signature,
}

impl Default for UrlPatternExec {
    fn default() -> Self {
        Self {
            signature: strings(2, 2, 0),
        }
    }
}

scalar_udf!(
    UrlPatternExec,
    "url_pattern_exec",
    |_types| DataType::List(item()),
    doc(
        "The groups of the URL's match with the WHATWG URL pattern (`URLPattern.exec`), as a \
         list of structs {component, name, value}, in the order of the components and of the \
         groups in each (value NULL for a group that matched nothing); a component the pattern \
         string leaves out is a wildcard, whose group is named 0. NULL when the URL does not \
         parse or does not match, or the pattern is not valid.",
        "url_pattern_exec(url, pattern)",
        &PATTERN_ARGS,
        "url_pattern_exec('https://example.com/books/12', 'https://example.com/books/:id')[3]",
        "{component: pathname, name: id, value: 12}",
    )
);

impl Rows for UrlPatternExec {
    fn rows<'a, U: Column<'a>>(
        &self,
        main: U,
        args: &[Arg<'a>],
        rows: usize,
        _: &DataType,
    ) -> Result<ArrayRef> {
        exec_rows(main, args, rows)
    }
}

fn exec_rows<'a>(main: impl Column<'a>, args: &[Arg<'a>], rows: usize) -> Result<ArrayRef> {
    let mut compiled = Compiled::default();
    let (mut component, mut name, mut value) = (
        StringBuilder::new(),
        StringBuilder::new(),
        StringBuilder::new(),
    );
    let mut lengths = Vec::with_capacity(rows);
    let mut valid = Vec::with_capacity(rows);
    for row in 0..rows {
        let result = match (main.get(row), args[1].get(row)) {
            (Some(url), Some(pattern)) => match (compiled.get(pattern), Url::parse(url, None)) {
                (Some(p), Ok(url)) => p.exec_url(&url).ok().flatten(),
                _ => None,
            },
            _ => None,
        };
        let Some(result) = result else {
            lengths.push(0);
            valid.push(false);
            continue;
        };
        let mut n = 0;
        for c in ComponentName::ALL {
            for (g, v) in &result.get(c).groups {
                component.append_value(c.name());
                name.append_value(g);
                value.append_option(v.as_deref());
                n += 1;
            }
        }
        lengths.push(n);
        valid.push(true);
    }
    let groups = StructArray::try_new(
        group(),
        vec![
            Arc::new(component.finish()),
            Arc::new(name.finish()),
            Arc::new(value.finish()),
        ],
        None,
    )?;
    Ok(Arc::new(ListArray::try_new(
        item(),
        OffsetBuffer::from_lengths(lengths),
        Arc::new(groups),
        Some(NullBuffer::from(valid)),
    )?))
}

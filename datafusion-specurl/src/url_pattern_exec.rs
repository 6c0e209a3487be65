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
use datafusion::common::Result;
use datafusion::logical_expr::ScalarUDF;
use specurl::url_pattern::ComponentName;
use specurl::Url;

use crate::common::{Strings, UrlFunction};
use crate::url_pattern_compiled::Compiled;

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

/// `url_pattern_exec` as a DataFusion function.
pub fn udf() -> ScalarUDF {
    UrlFunction::udf(
        "url_pattern_exec",
        &["url", "pattern"],
        2,
        |_| DataType::List(item()),
        eval,
    )
}

fn eval(args: &[Strings<'_>], rows: usize, _: &DataType) -> Result<ArrayRef> {
    let mut compiled = Compiled::default();
    let (mut component, mut name, mut value) = (
        StringBuilder::new(),
        StringBuilder::new(),
        StringBuilder::new(),
    );
    let mut lengths = Vec::with_capacity(rows);
    let mut valid = Vec::with_capacity(rows);
    for row in 0..rows {
        let result = match (args[0].get(row), args[1].get(row)) {
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

import{r as e}from"./rolldown-runtime-BWaJ3C7D.js";import{P as t,R as n,Y as r,at as i,g as a,k as o,l as s,lt as c,mt as l,q as u,tt as d,u as f}from"./_virtual_mf___mfe_internal__shell__mf_owner__138367297425711__loadShare__primereact_mf_1_button__loadShare__.js-VwO03RDE.js";var p=e({Tag:()=>x});l();function m(e){"@babel/helpers - typeof";return m=typeof Symbol==`function`&&typeof Symbol.iterator==`symbol`?function(e){return typeof e}:function(e){return e&&typeof Symbol==`function`&&e.constructor===Symbol&&e!==Symbol.prototype?`symbol`:typeof e},m(e)}function h(e,t){if(m(e)!=`object`||!e)return e;var n=e[Symbol.toPrimitive];if(n!==void 0){var r=n.call(e,t||`default`);if(m(r)!=`object`)return r;throw TypeError(`@@toPrimitive must return a primitive value.`)}return(t===`string`?String:Number)(e)}function g(e){var t=h(e,`string`);return m(t)==`symbol`?t:t+``}function _(e,t,n){return(t=g(t))in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}var v=s.extend({defaultProps:{__TYPE:`Tag`,value:null,severity:null,rounded:!1,icon:null,style:null,className:null,children:void 0},css:{classes:{value:`p-tag-value`,icon:`p-tag-icon`,root:function(e){var t=e.props;return n(`p-tag p-component`,_(_({},`p-tag-${t.severity}`,t.severity!==null),`p-tag-rounded`,t.rounded))}},styles:`
@layer primereact {
    .p-tag {
        display: inline-flex;
        align-items: center;
        justify-content: center;
    }
    
    .p-tag-icon,
    .p-tag-value,
    .p-tag-icon.pi {
        line-height: 1.5;
    }
    
    .p-tag.p-tag-rounded {
        border-radius: 10rem;
    }
}
`}});function y(e,t){var n=Object.keys(e);if(Object.getOwnPropertySymbols){var r=Object.getOwnPropertySymbols(e);t&&(r=r.filter(function(t){return Object.getOwnPropertyDescriptor(e,t).enumerable})),n.push.apply(n,r)}return n}function b(e){for(var t=1;t<arguments.length;t++){var n=arguments[t]==null?{}:arguments[t];t%2?y(Object(n),!0).forEach(function(t){_(e,t,n[t])}):Object.getOwnPropertyDescriptors?Object.defineProperties(e,Object.getOwnPropertyDescriptors(n)):y(Object(n)).forEach(function(t){Object.defineProperty(e,t,Object.getOwnPropertyDescriptor(n,t))})}return e}var x=r(function(e,r){var s=a(),l=d(o),p=v.getProps(e,l),m=v.setMetaData({props:p}),h=m.ptm,g=m.cx,_=m.isUnstyled;f(v.css.styles,_,{name:`tag`});var y=c(null),x=s({className:g(`icon`)},h(`icon`)),S=t.getJSXIcon(p.icon,b({},x),{props:p});i(r,function(){return{props:p,getElement:function(){return y.current}}});var C=s({ref:y,className:n(p.className,g(`root`)),style:p.style},v.getOtherProps(p),h(`root`)),w=s({className:g(`value`)},h(`value`));return u(`span`,C,S,u(`span`,w,p.value),u(`span`,null,p.children))});x.displayName=`Tag`;var S=x,C=Reflect.get(p,`default`)??p;export{S as Tag,C as default};
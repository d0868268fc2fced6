import{r as e}from"./rolldown-runtime-BWaJ3C7D.js";import{Q as t,R as n,Y as r,at as i,g as a,k as o,l as s,lt as c,mt as l,q as u,tt as d,u as f}from"./_virtual_mf___mfe_internal__shell__mf_owner__138367297425711__loadShare__primereact_mf_1_button__loadShare__.js-VwO03RDE.js";var p=e({Skeleton:()=>x});l();function m(e){"@babel/helpers - typeof";return m=typeof Symbol==`function`&&typeof Symbol.iterator==`symbol`?function(e){return typeof e}:function(e){return e&&typeof Symbol==`function`&&e.constructor===Symbol&&e!==Symbol.prototype?`symbol`:typeof e},m(e)}function h(e,t){if(m(e)!=`object`||!e)return e;var n=e[Symbol.toPrimitive];if(n!==void 0){var r=n.call(e,t||`default`);if(m(r)!=`object`)return r;throw TypeError(`@@toPrimitive must return a primitive value.`)}return(t===`string`?String:Number)(e)}function g(e){var t=h(e,`string`);return m(t)==`symbol`?t:t+``}function _(e,t,n){return(t=g(t))in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}var v=s.extend({defaultProps:{__TYPE:`Skeleton`,shape:`rectangle`,size:null,width:`100%`,height:`1rem`,borderRadius:null,animation:`wave`,style:null,className:null},css:{classes:{root:function(e){var t=e.props;return n(`p-skeleton p-component`,{"p-skeleton-circle":t.shape===`circle`,"p-skeleton-none":t.animation===`none`})}},inlineStyles:{root:{position:`relative`}},styles:`
@layer primereact {
    .p-skeleton {
        position: relative;
        overflow: hidden;
    }
    
    .p-skeleton::after {
        content: "";
        animation: p-skeleton-animation 1.2s infinite;
        height: 100%;
        left: 0;
        position: absolute;
        right: 0;
        top: 0;
        transform: translateX(-100%);
        z-index: 1;
    }
    
    .p-skeleton-circle {
        border-radius: 50%;
    }
    
    .p-skeleton-none::after {
        animation: none;
    }
}

@keyframes p-skeleton-animation {
    from {
        transform: translateX(-100%);
    }
    to {
        transform: translateX(100%);
    }
}
`}});function y(e,t){var n=Object.keys(e);if(Object.getOwnPropertySymbols){var r=Object.getOwnPropertySymbols(e);t&&(r=r.filter(function(t){return Object.getOwnPropertyDescriptor(e,t).enumerable})),n.push.apply(n,r)}return n}function b(e){for(var t=1;t<arguments.length;t++){var n=arguments[t]==null?{}:arguments[t];t%2?y(Object(n),!0).forEach(function(t){_(e,t,n[t])}):Object.getOwnPropertyDescriptors?Object.defineProperties(e,Object.getOwnPropertyDescriptors(n)):y(Object(n)).forEach(function(t){Object.defineProperty(e,t,Object.getOwnPropertyDescriptor(n,t))})}return e}var x=t(r(function(e,t){var r=a(),s=d(o),l=v.getProps(e,s),p=v.setMetaData({props:l}),m=p.ptm,h=p.cx,g=p.sx,_=p.isUnstyled;f(v.css.styles,_,{name:`skeleton`});var y=c(null);i(t,function(){return{props:l,getElement:function(){return y.current}}});var x=l.size?{width:l.size,height:l.size,borderRadius:l.borderRadius}:{width:l.width,height:l.height,borderRadius:l.borderRadius},S=r({ref:y,className:n(l.className,h(`root`)),style:b(b({},x),g(`root`)),"aria-hidden":!0},v.getOtherProps(l),m(`root`));return u(`div`,S)}));x.displayName=`Skeleton`;var S=x,C=Reflect.get(p,`default`)??p;export{S as Skeleton,C as default};